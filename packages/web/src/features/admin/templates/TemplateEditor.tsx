import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TemplateDto } from '@darts/core/contract/template';
import { HealthResult } from '#web/components/HealthResult';
import { TextField } from '#web/components/TextField';
import { SaveError } from '#web/components/SaveError';
import { TEMPLATE_ERRORS, useDeleteTemplateMutation, useSaveTemplateMutation } from '../mutations';
import { templateHealthQuery } from '../queries';
import { draftOf, newDraft, parseShapeText, shapeText, type TemplateDraft } from './templateDraft';
import { VisualEditor } from './VisualEditor';

/*
 * One template, edited visually or as JSON text (/admin/templates; docs/domain.md "Season tools").
 * Saving is disabled while the text is not a valid template; the health is checked again a moment
 * after each change.
 */

const HEALTH_DELAY_MS = 400;

function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export function TemplateEditor({
  template,
  onSaved,
  onDeleted,
}: {
  template: TemplateDto | null;
  onSaved: (saved: TemplateDto) => void;
  onDeleted: () => void;
}) {
  const [draft, setDraft] = useState<TemplateDraft>(() => (template ? draftOf(template) : newDraft()));
  const [text, setText] = useState<string | null>(null);
  const [textError, setTextError] = useState<string | null>(null);
  const save = useSaveTemplateMutation();
  const remove = useDeleteTemplateMutation();
  const checked = useSettled(draft, HEALTH_DELAY_MS);
  const health = useQuery({ ...templateHealthQuery(checked), placeholderData: keepPreviousData });

  const changeText = (value: string) => {
    setText(value);
    const read = parseShapeText(value);
    if ('error' in read) return setTextError(read.error);
    setTextError(null);
    setDraft((d) => ({ ...d, ...read.shape }));
  };

  const submit = async () => {
    remove.reset();
    const answer = await save.mutateAsync({
      ...draft,
      id: template?.id ?? null,
      lastUpdated: template?.updated ?? null,
    });
    if (answer.result) onSaved(answer.result);
  };

  const confirmDelete = async () => {
    if (!template || !window.confirm('Are you sure you want to delete this template?')) return;
    save.reset();
    await remove.mutateAsync(template.id);
    onDeleted();
  };

  const title = template ? `Edit ${template.name}` : 'New template';
  return (
    <section aria-label={title}>
      <h2 className="h5">{title}</h2>
      <TextField label="Name" value={draft.name} onChange={(name) => setDraft({ ...draft, name })} />
      <TextField
        label="Description"
        value={draft.description}
        onChange={(description) => setDraft({ ...draft, description })}
      />
      <div className="btn-group mb-2" role="group" aria-label="Edit as">
        <button
          type="button"
          className={text === null ? 'btn btn-sm btn-primary' : 'btn btn-sm btn-outline-primary'}
          aria-pressed={text === null}
          disabled={textError !== null}
          onClick={() => setText(null)}
        >
          Visual
        </button>
        <button
          type="button"
          className={text !== null ? 'btn btn-sm btn-primary' : 'btn btn-sm btn-outline-primary'}
          aria-pressed={text !== null}
          onClick={() => setText(shapeText(draft))}
        >
          Text
        </button>
      </div>
      {text === null ? (
        <VisualEditor shape={draft} onChange={(shape) => setDraft({ ...draft, ...shape })} />
      ) : (
        <div className="mb-2">
          <label htmlFor="template-text" className="form-label">
            Template as JSON
          </label>
          <textarea
            id="template-text"
            className={textError ? 'form-control font-monospace is-invalid' : 'form-control font-monospace'}
            rows={16}
            value={text}
            spellCheck={false}
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? 'template-text-error' : undefined}
            onChange={(e) => changeText(e.target.value)}
          />
          {textError && (
            <div id="template-text-error" className="invalid-feedback" role="alert">
              {textError}
            </div>
          )}
        </div>
      )}
      <div className="d-flex gap-2 my-3">
        <button
          type="button"
          className="btn btn-primary"
          disabled={textError !== null || save.isPending}
          onClick={() => void submit().catch(() => undefined)}
        >
          {save.isPending ? 'Saving...' : 'Save'}
        </button>
        {template && (
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={remove.isPending}
            onClick={() => void confirmDelete().catch(() => undefined)}
          >
            Delete
          </button>
        )}
      </div>
      {/* A refusal beside the buttons that tried (docs/decisions/021). */}
      <SaveError title={TEMPLATE_ERRORS.save} error={save.error} className="mb-3" />
      <SaveError title={TEMPLATE_ERRORS.delete} error={remove.error} className="mb-3" />
      <section aria-label="Template health" aria-live="polite">
        <h3 className="h6">Health</h3>
        {health.data ? (
          <HealthResult health={health.data} heading="h4" />
        ) : health.isError ? (
          <p className="text-body-secondary">
            The health of this template cannot be checked until it is complete.
          </p>
        ) : (
          <p className="text-body-secondary">Checking the template&apos;s health...</p>
        )}
      </section>
    </section>
  );
}
