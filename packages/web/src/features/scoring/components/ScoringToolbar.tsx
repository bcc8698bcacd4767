import { useId, type ReactNode } from 'react';
import { FullScreenButton } from '../FullScreenButton';
import type { FullScreenControl } from '../useFullScreen';
import { lazyComponent } from '#web/components/lazyComponent';

// The checkout-suggestion switch follows the scores a moment later: the first screen is the
// scores (docs/decisions/012).
const Switch = lazyComponent(async () => (await import('#web/components/Switch')).Switch);

export type SaygStyle = 'sayg-white' | 'sayg-black';

export interface ScoringToolbarProps {
  style: SaygStyle;
  onStyleChange(style: SaygStyle): void;
  fullScreen: FullScreenControl;
  /** The checkout-suggestion setting; absent hides the switch (read-only views). */
  suggestCheckouts?: boolean;
  onSuggestCheckoutsChange?(on: boolean): void;
  /** Extra controls from the page (sync badge, share button ...). */
  children?: ReactNode;
}

/** The colour style (kept in the preferences cookie), full screen and the checkout-suggestion setting. */
export function ScoringToolbar({
  style,
  onStyleChange,
  fullScreen,
  suggestCheckouts,
  onSuggestCheckoutsChange,
  children,
}: ScoringToolbarProps) {
  const id = useId();
  return (
    <div className="sayg-toolbar d-flex flex-wrap align-items-center gap-2 mb-2">
      <label className="visually-hidden" htmlFor={`${id}-style`}>
        Scoring style
      </label>
      <select
        id={`${id}-style`}
        className="form-select form-select-sm w-auto"
        value={style}
        onChange={(e) => onStyleChange(e.target.value === 'sayg-black' ? 'sayg-black' : 'sayg-white')}
      >
        <option value="sayg-white">Black on white</option>
        <option value="sayg-black">White on black</option>
      </select>
      <FullScreenButton fullScreen={fullScreen} />
      {onSuggestCheckoutsChange && (
        <Switch
          label="Suggest checkouts"
          checked={suggestCheckouts === true}
          onChange={onSuggestCheckoutsChange}
          className="mb-0"
        />
      )}
      {children}
    </div>
  );
}
