import { DsBreadcrumb } from '../../../ds/DsBreadcrumb';
import { DsBreadcrumbItem } from '../../../ds/DsBreadcrumbItem';
import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { DemoSection } from '../../../docs/DemoSection';
import { DemoSlider } from '../../../docs/DemoSlider';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf, type SnippetElement } from '../../../docs/snippet-markup';
import { useDemoLanguage } from '../../../docs/use-demo-language';
import { useDemoState } from '../../../docs/use-demo-state';
import './breadcrumb-tag-avatar.css';

/** A trail five levels deep; the hrefs stay on this page (`#…`), so following one changes nothing. */
const TRAIL = [
  ['Home', '#home'],
  ['Library', '#library'],
  ['Design system', '#design-system'],
  ['Components', '#components'],
  ['Text field', ''],
] as const;

const ARABIC_TRAIL = [
  ['الرئيسية', '#home'],
  ['المكتبة', '#library'],
  ['نظام التصميم', '#design-system'],
  ['المكوّنات', '#components'],
  ['حقل النص', ''],
] as const;

const trailCode = (trail: readonly (readonly [string, string])[], attrs: SnippetElement['attrs'] = {}) =>
  snippetOf({
    tag: 'ds-breadcrumb',
    attrs,
    children: trail.map(([text, href]) => ({
      tag: 'ds-breadcrumb-item',
      attrs: { href: href || null },
      children: [text],
    })),
  });

const KEYS = [
  ['Tab', 'Move to the next link, or to the “…” button'],
  ['Enter / Space', 'Open the list of hidden levels (on “…”)'],
  ['Escape', 'Close the list, back to “…”'],
] as const;

function Trail({ trail }: { trail: readonly (readonly [string, string])[] }) {
  return trail.map(([text, href]) => (
    <DsBreadcrumbItem key={text} href={href || undefined}>
      {text}
    </DsBreadcrumbItem>
  ));
}

/** The demos of `<ds-breadcrumb>`: a trail that collapses as its room shrinks, and one in Arabic, right to left. */
export function BreadcrumbSections() {
  const demo = useDemoState({ room: 100 });
  const language = useDemoLanguage(['en', 'ar'] as const);
  const arabic = language.code === 'ar';
  return (
    <>
      <DemoSection
        title="Breadcrumb"
        description="Where a page sits in the site. When the trail runs out of room, the levels in the middle fold into a “…” button; the first and the current page stay."
      >
        <div className="bta-room">
          <div className="bta-room__box" style={{ inlineSize: `${demo.values.room}%` }}>
            {/* named apart from the page's own breadcrumb, above the title (landmarks need names of their own) */}
            <DsBreadcrumb aria-label="Example trail">
              <Trail trail={TRAIL} />
            </DsBreadcrumb>
          </div>
        </div>
        <DemoSlider demo={demo} name="room" label="Room" bounds={{ min: 30, max: 100, step: 5 }} unit="%" />
        <Snippet label="Breadcrumb code" {...trailCode(TRAIL, { 'aria-label': 'Example trail' })} />
        <KeyboardNotes rows={KEYS} />
      </DemoSection>
      <DemoSection
        title="In other languages"
        description="The landmark’s name and the “…” button speak the page’s language; in Arabic the separators point the other way."
      >
        <DsRadioGroup
          label="Language"
          appearance="buttons"
          value={language.code}
          onChange={event => language.choose(event.currentTarget.value)}
        >
          <DsRadio value="en" lang="en">
            English
          </DsRadio>
          <DsRadio value="ar" lang="ar">
            العربية
          </DsRadio>
        </DsRadioGroup>
        <div className="bta-trail" lang={language.code} dir={language.dir ?? 'ltr'}>
          <DsBreadcrumb aria-label={arabic ? undefined : 'Example trail in English'}>
            <Trail trail={arabic ? ARABIC_TRAIL : TRAIL} />
          </DsBreadcrumb>
        </div>
        <Snippet label="Right-to-left breadcrumb code" {...trailCode(ARABIC_TRAIL, { lang: 'ar', dir: 'rtl' })} />
      </DemoSection>
    </>
  );
}
