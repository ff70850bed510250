import { useRef, useState, type FormEvent } from 'react';
import { DsButton } from '../../../ds/DsButton';
import { DsDrawer } from '../../../ds/DsDrawer';
import { DsSwitch } from '../../../ds/DsSwitch';
import { DsTextField } from '../../../ds/DsTextField';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';

const PLACEMENTS = ['start', 'end', 'top', 'bottom'] as const;
type Placement = (typeof PLACEMENTS)[number];
const PLACEMENT_TEXT: Record<Placement, string> = { start: 'Start', end: 'End', top: 'Top', bottom: 'Bottom' };

const KEYS = [
  ['Tab / Shift+Tab', 'Move between the drawer’s controls; focus stays inside'],
  ['Escape', 'Close the drawer; focus goes back to the button that opened it'],
] as const;

/** A drawer opened from each edge; `start` and `end` follow the text direction. */
function PlacementsDemo() {
  const [placement, setPlacement] = useState<Placement>('end');
  const [open, setOpen] = useState(false);
  return (
    <DemoSection
      title="Drawer"
      description="A modal panel that slides in from an edge. Escape, the dimmed page beside it and the close button close it; focus goes back to the button that opened it."
    >
      <div className="st-buttons" role="group" aria-label="Open a drawer">
        {PLACEMENTS.map(p => (
          <DsButton
            key={p}
            onClick={() => {
              setPlacement(p);
              setOpen(true);
            }}
          >
            {PLACEMENT_TEXT[p]}
          </DsButton>
        ))}
      </div>
      <DsDrawer
        label={`${PLACEMENT_TEXT[placement]} drawer`}
        placement={placement}
        open={open}
        onDsHide={() => setOpen(false)}
      >
        <p className="st-text">
          This drawer slides in from the {placement} edge. <code>start</code> and <code>end</code> follow the text
          direction.
        </p>
      </DsDrawer>
      <Snippet
        label="Drawer code"
        {...snippetOf({
          tag: 'ds-drawer',
          attrs: { label: `${PLACEMENT_TEXT[placement]} drawer`, placement: placement === 'end' ? null : placement },
          children: [{ tag: 'p', children: [`This drawer slides in from the ${placement} edge.`] }],
        })}
      />
      <KeyboardNotes rows={KEYS} />
    </DemoSection>
  );
}

/** A form in a drawer: Save submits it, Cancel closes without saving. */
function FormDemo() {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState('Nothing yet');
  const form = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim() || 'No name';
    setSaved(`${name}${data.get('updates') ? ', with updates' : ''}`);
    setOpen(false);
  };
  return (
    <DemoSection
      title="Drawer with a form"
      description="Focus moves to the first field. Save submits the form and closes the drawer; Cancel, Escape and the dimmed page close it without saving."
    >
      <div className="st-stack">
        <DsButton onClick={() => setOpen(true)}>Edit profile</DsButton>
        <LiveValue label="Saved">{saved}</LiveValue>
      </div>
      <DsDrawer label="Edit profile" open={open} onDsHide={() => setOpen(false)}>
        <form ref={form} className="st-form" onSubmit={submit} id="st-profile-form">
          <DsTextField label="Name" name="name" autocomplete="name" />
          <DsTextField label="Email" name="email" type="email" autocomplete="email" />
          <DsSwitch name="updates" value="yes">
            Product updates by email
          </DsSwitch>
        </form>
        <DsButton slot="footer" variant="secondary" data-drawer-close="">
          Cancel
        </DsButton>
        <DsButton slot="footer" onClick={() => form.current?.requestSubmit()}>
          Save
        </DsButton>
      </DsDrawer>
      <Snippet
        label="Drawer with a form code"
        {...snippetOf({
          tag: 'ds-drawer',
          attrs: { label: 'Edit profile' },
          children: [
            {
              tag: 'form',
              children: [
                { tag: 'ds-text-field', attrs: { label: 'Name', name: 'name' } },
                { tag: 'ds-text-field', attrs: { label: 'Email', name: 'email', type: 'email' } },
              ],
            },
            {
              tag: 'ds-button',
              attrs: { slot: 'footer', variant: 'secondary', 'data-drawer-close': true },
              children: ['Cancel'],
            },
            { tag: 'ds-button', attrs: { slot: 'footer' }, children: ['Save'] },
          ],
        })}
      />
    </DemoSection>
  );
}

/** Right to left: `start` is the right edge, and the close button speaks the page's language. */
function RtlDemo() {
  const [open, setOpen] = useState(false);
  return (
    <DemoSection
      title="Right to left"
      description="In a right-to-left page the start edge is the right one. The close button takes its name from the language (here Arabic)."
    >
      <div dir="rtl" lang="ar" className="st-stack">
        <DsButton
          onClick={() => {
            // the Arabic words (the close button's name) are their own chunk, loaded on first use
            void import('../../../../elements/translations/ar.js').then(() => setOpen(true));
          }}
        >
          افتح القائمة
        </DsButton>
        <DsDrawer label="القائمة" placement="start" open={open} onDsHide={() => setOpen(false)}>
          <p className="st-text">تنزلق هذه اللوحة من الحافة اليمنى، وهي بداية السطر في العربية.</p>
        </DsDrawer>
      </div>
      <Snippet
        label="Right to left drawer code"
        {...snippetOf({
          tag: 'div',
          attrs: { dir: 'rtl', lang: 'ar' },
          children: [{ tag: 'ds-drawer', attrs: { label: 'القائمة', placement: 'start' }, children: ['…'] }],
        })}
      />
    </DemoSection>
  );
}

/** The demos of `<ds-drawer>`: each placement, a form inside, right to left. */
export function DrawerSections() {
  return (
    <>
      <PlacementsDemo />
      <FormDemo />
      <RtlDemo />
    </>
  );
}
