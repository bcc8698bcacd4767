import { useQuery } from '@tanstack/react-query';
import { Spinner } from '#web/components/Spinner';
import { featuresQuery } from '#web/features/site/queries';
import { FeatureEditor } from './FeatureEditor';

/** `/admin/features`: configure each feature toggle. */
export function FeaturesTab() {
  const features = useQuery(featuresQuery());
  if (features.isPending) return <Spinner label="Loading features" />;
  const list = [...(features.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  if (list.length === 0) return <p>No features are defined.</p>;
  return (
    <div>
      {list.map((feature) => (
        <FeatureEditor key={feature.id} feature={feature} />
      ))}
    </div>
  );
}
