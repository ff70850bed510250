import { useRef, useState, type ComponentRef, type FormEvent } from 'react';
import { DsButton } from '../../../ds/DsButton';
import { DsIcon } from '../../../ds/DsIcon';
import { DsPopover } from '../../../ds/DsPopover';
import { DsTextField } from '../../../ds/DsTextField';
import { DemoSection } from '../../../docs/DemoSection';

const MAX_LENGTH = 60;
const MAX_NOTES = 3;

/** A small app in a popover: write a note, save it (Enter or Save) and see it pinned under the trigger. */
export function QuickNotePopover() {
  const popover = useRef<ComponentRef<typeof DsPopover>>(null);
  const [draft, setDraft] = useState('');
  const [notes, setNotes] = useState<string[]>([]);
  const text = draft.trim();

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text) return;
    setNotes(current => [text, ...current].slice(0, MAX_NOTES));
    setDraft('');
    void popover.current?.hide();
  };

  return (
    <DemoSection
      title="Mini-app popover"
      description={`A quick note: type, press Enter or Save, and it is pinned below. The last ${MAX_NOTES} notes stay.`}
    >
      <DsPopover ref={popover} label="Quick note">
        <DsButton slot="trigger" variant="secondary">
          <DsIcon slot="start" name="edit" size={18} />
          Quick note
        </DsButton>
        <form className="tp-quick-note" onSubmit={save}>
          <DsTextField
            label="Note"
            name="quick-note"
            value={draft}
            maxLength={MAX_LENGTH}
            placeholder="Call Sam about the icons"
            helpText={`${draft.length} / ${MAX_LENGTH}`}
            onInput={e => setDraft(e.currentTarget.value)}
          />
          <div className="tp-actions">
            <DsButton type="button" variant="plain" size="small" data-popover="close">
              Cancel
            </DsButton>
            <DsButton type="submit" size="small" disabled={!text}>
              Save
            </DsButton>
          </div>
        </form>
      </DsPopover>
      {notes.length > 0 ? (
        <ul className="tp-notes" aria-label="Saved notes">
          {notes.map((note, i) => (
            <li key={`${i}-${note}`} className="tp-notes__item">
              <DsIcon name="bookmark" size={16} />
              {note}
            </li>
          ))}
        </ul>
      ) : (
        <p className="tp-muted">No notes yet.</p>
      )}
    </DemoSection>
  );
}
