import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import { Spinner } from '#web/components/Spinner';
import { templatesQuery } from '../queries';
import { TemplateEditor } from './TemplateEditor';
import { Icon, AddIcon } from '#web/components/icons';

/*
 * `/admin/templates` (manageSeasonTemplates): the season templates and the one being edited.
 * `?select={id}` opens a template (the create-fixtures wizard links here), `?select=new` a new one.
 */
export function TemplatesTab() {
  const templates = useQuery(templatesQuery());
  const [params, setParams] = useSearchParams();
  const selected = params.get('select');
  const select = (id: string | null) => setParams(new URLSearchParams(id ? { select: id } : {}));

  if (templates.isPending) return <Spinner label="Loading templates" />;
  const list = templates.data ?? [];
  const template = list.find((t) => t.id === selected) ?? null;

  return (
    <div className="row g-3">
      <nav aria-label="Templates" className="col-md-4">
        <ul className="list-group mb-2">
          {list.length === 0 && <li className="list-group-item text-body-secondary">No templates</li>}
          {list.map((t) => (
            <li key={t.id} className="list-group-item p-0">
              <button
                type="button"
                className={`btn w-100 text-start${t === template ? ' active' : ''}`}
                aria-current={t === template ? 'true' : undefined}
                onClick={() => select(t.id)}
              >
                <span className="d-block">{t.name}</span>
                {t.description && <small className="d-block text-body-secondary">{t.description}</small>}
                {t.templateHealth && (
                  <small className={t.templateHealth.success ? 'text-success' : 'text-danger'}>
                    {t.templateHealth.success ? 'Healthy' : 'Unhealthy'}
                  </small>
                )}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="btn btn-outline-primary" onClick={() => select('new')}>
          <Icon of={AddIcon} /> Add template
        </button>
      </nav>
      <div className="col-md-8">
        {template || selected === 'new' ? (
          <TemplateEditor
            key={template?.id ?? 'new'}
            template={template}
            onSaved={(saved) => select(saved.id)}
            onDeleted={() => select(null)}
          />
        ) : selected ? (
          <p role="status">This template could not be found.</p>
        ) : (
          <p className="text-body-secondary">Pick a template to edit, or add one.</p>
        )}
      </div>
    </div>
  );
}
