import { useEffect, useId, useRef, useState } from 'react';
import type { UiText } from '../../../../../machines/shared/text';
import { t, text as uiText } from '../../../../i18n';
import { visuallyHidden } from '../../../../styles';
import { Button, Inline, Stack, Text } from '../../../../ui';
import * as styles from './AnswerEditor.css';
import { logAround, revealInside } from './revealInside';

export interface AnswerEditorProps {
  /** The text the editor opens with (the answer, or the draft the server refused). */
  initialText: string;
  saving: boolean;
  error: UiText | null;
  onSave: (text: string) => void;
  onCancel: () => void;
}

/**
 * The inline editor of a transcript correction (issue 19), in the live conversation and the report's:
 * a labelled text box opened with the answer, Save (Enter) and Cancel (Escape); Shift+Enter adds a line.
 */
export function AnswerEditor({ initialText, saving, error, onSave, onCancel }: AnswerEditorProps) {
  const [value, setValue] = useState(initialText);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const editor = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = field.current;
    if (!el) return;
    // In the live conversation the whole editor, Save included, comes into the log's view; the window stays.
    const log = logAround(el);
    el.focus({ preventScroll: log !== null });
    el.setSelectionRange(el.value.length, el.value.length);
    if (log && editor.current) revealInside(log, editor.current);
  }, []);
  const save = () => {
    if (!saving) onSave(value);
  };
  return (
    <Stack space="xsmall" className={styles.editor} data-testid="answer-editor" ref={editor}>
      <label htmlFor={`${id}-field`} className={visuallyHidden}>
        {t('correction.fieldLabel')}
      </label>
      <textarea
        id={`${id}-field`}
        ref={field}
        className={styles.field}
        value={value}
        readOnly={saving}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            save();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            if (!saving) onCancel();
          }
        }}
      />
      <Text size="xsmall" tone="secondary" id={`${id}-hint`}>
        {t('correction.hint')}
      </Text>
      <div role="alert">
        {error ? (
          <Text size="small" tone="critical" id={`${id}-error`}>
            {uiText(error)}
          </Text>
        ) : null}
      </div>
      <Inline space="xsmall" align="end">
        <Button size="small" variant="secondary" onClick={onCancel} disabled={saving}>
          {t('correction.cancel')}
        </Button>
        <Button size="small" onClick={save} loading={saving} loadingLabel={t('correction.saving')}>
          {t('correction.save')}
        </Button>
      </Inline>
    </Stack>
  );
}
