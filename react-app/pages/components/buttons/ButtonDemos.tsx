import { appUrl } from '../../../lib/app-url';
import { useId, useState } from 'react';
import { DsButton } from '../../../ds/DsButton';
import { DsButtonGroup } from '../../../ds/DsButtonGroup';
import { DsIcon } from '../../../ds/DsIcon';
import { DsTooltip } from '../../../ds/DsTooltip';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import { ReadoutValue } from '../../../docs/ReadoutValue';
import { buttonSizes, buttonVariants, titleCase } from './button-playground';

/** Primary, secondary, accent, outline, highlighted and plain. */
export function VariantsDemo() {
  return (
    <DemoSection title="Variants" description="Six styles, from the one main action of a view to the quietest.">
      <div className="bt-row">
        {buttonVariants.map(v => (
          <DsButton key={v} variant={v}>
            {titleCase(v)}
          </DsButton>
        ))}
      </div>
    </DemoSection>
  );
}

export function SizesDemo() {
  return (
    <DemoSection title="Sizes" description="Small, medium (default) and large; the icons grow with the text.">
      <div className="bt-row bt-row--baseline">
        {buttonSizes.map(s => (
          <DsButton key={s} size={s} variant="outline">
            <DsIcon slot="start" name="plus" size={s === 'small' ? 16 : s === 'large' ? 22 : 18} />
            {titleCase(s)}
          </DsButton>
        ))}
      </div>
    </DemoSection>
  );
}

const ICON_ACTIONS = [
  { icon: 'edit', label: 'Edit' },
  { icon: 'share', label: 'Share' },
  { icon: 'trash', label: 'Delete' },
  { icon: 'more', label: 'More actions' },
] as const;

/** Icon-only buttons are named by `label`; the tooltip shows the same name to sighted users. */
export function IconOnlyDemo() {
  return (
    <DemoSection
      title="Icon-only buttons"
      description={
        <>
          Square buttons with just an icon. Each is named by <code>label</code>, which the tooltip also shows.
        </>
      }
    >
      <div className="bt-row">
        {ICON_ACTIONS.map(({ icon, label }) => (
          <DsTooltip key={icon} content={label}>
            <DsButton variant="plain" iconOnly label={label}>
              <DsIcon name={icon} size={20} />
            </DsButton>
          </DsTooltip>
        ))}
      </div>
    </DemoSection>
  );
}

/** Toggle buttons (`aria-pressed`): the icon fills while pressed (a bookmark toggles filled or empty). */
export function TogglingIconsDemo() {
  const [bookmarked, setBookmarked] = useState(false);
  const [liked, setLiked] = useState(true);
  const ids = { bookmark: useId(), like: useId() };
  return (
    <DemoSection
      title="Toggling icons"
      description="Toggle buttons keep their name and report pressed or not; the icon fills while pressed."
    >
      <div className="bt-row">
        <DsButton
          id={ids.bookmark}
          variant="outline"
          iconOnly
          toggle
          label="Bookmark"
          pressed={bookmarked}
          onChange={e => setBookmarked(e.currentTarget.pressed)}
        >
          <DsIcon name="bookmark" variant={bookmarked ? 'filled' : 'outline'} size={20} />
        </DsButton>
        <DsButton
          id={ids.like}
          variant="plain"
          toggle
          pressed={liked}
          onChange={e => setLiked(e.currentTarget.pressed)}
        >
          <DsIcon slot="start" name="heart" variant={liked ? 'filled' : 'outline'} size={18} />
          Like
        </DsButton>
      </div>
      <LiveValue label="State">
        <ReadoutValue of={ids.bookmark} state={{ checked: bookmarked }} on="Bookmarked" off="Not bookmarked" />
        {', '}
        <ReadoutValue of={ids.like} state={{ checked: liked }} on="liked" off="not liked" />
      </LiveValue>
    </DemoSection>
  );
}

const VIEWS = ['Day', 'Week', 'Month'] as const;
const ZOOM = { min: 50, max: 200, step: 25 } as const;

/** ds-button-group: a labelled group drawn as one control, for exclusive toggles or related actions. */
export function GroupsDemo() {
  const [view, setView] = useState<(typeof VIEWS)[number]>('Week');
  const [zoom, setZoom] = useState(100);
  const viewId = useId();
  return (
    <DemoSection
      title="Groups"
      description={
        <>
          <code>ds-button-group</code> joins related buttons into one named group: toggles where one is pressed, or
          actions.
        </>
      }
    >
      <DsButtonGroup id={viewId} label="Calendar view">
        {VIEWS.map(v => (
          <DsButton
            key={v}
            variant="outline"
            toggle
            pressed={view === v}
            // one view is always chosen: pressing the pressed one keeps it
            onChange={e => {
              e.currentTarget.pressed = true;
              setView(v);
            }}
          >
            {v}
          </DsButton>
        ))}
      </DsButtonGroup>
      <DsButtonGroup label="Zoom">
        <DsButton
          variant="secondary"
          iconOnly
          label="Zoom out"
          disabled={zoom <= ZOOM.min}
          onClick={() => setZoom(z => Math.max(ZOOM.min, z - ZOOM.step))}
        >
          <DsIcon name="minus" size={18} />
        </DsButton>
        <DsButton variant="secondary" onClick={() => setZoom(100)} label={`Reset zoom (${zoom} %)`}>
          {zoom} %
        </DsButton>
        <DsButton
          variant="secondary"
          iconOnly
          label="Zoom in"
          disabled={zoom >= ZOOM.max}
          onClick={() => setZoom(z => Math.min(ZOOM.max, z + ZOOM.step))}
        >
          <DsIcon name="plus" size={18} />
        </DsButton>
      </DsButtonGroup>
      <LiveValue label="View">
        <ReadoutValue of={viewId} state={{ chosen: [view] }} />, {zoom} %
      </LiveValue>
    </DemoSection>
  );
}

/** Buttons with `href` render a real link: open in a new tab, copy the address, and so on. */
export function LinksDemo() {
  return (
    <DemoSection
      title="Links"
      description={
        <>
          With <code>href</code> a button is a real link; with <code>target=&quot;_blank&quot;</code> it gets a safe{' '}
          <code>rel</code>.
        </>
      }
    >
      <div className="bt-row">
        <DsButton variant="outline" href={appUrl('/Components/Overview')}>
          <DsIcon slot="start" name="arrow-left" size={18} />
          All components
        </DsButton>
        <DsButton
          variant="plain"
          href={appUrl('/examples/plain.html')}
          target="_blank"
          label="Plain HTML example (opens in a new tab)"
        >
          Plain HTML example
          <DsIcon slot="end" name="external-link" size={18} />
        </DsButton>
      </div>
    </DemoSection>
  );
}

export function DisabledDemo() {
  return (
    <DemoSection
      title="Disabled"
      description="Not focusable and not clickable; use it when the reason is visible nearby."
    >
      <div className="bt-row">
        <DsButton disabled>Save</DsButton>
        <DsButton variant="outline" disabled>
          <DsIcon slot="start" name="upload" size={18} />
          Upload
        </DsButton>
        <DsButton variant="plain" iconOnly label="Delete" disabled>
          <DsIcon name="trash" size={20} />
        </DsButton>
      </div>
    </DemoSection>
  );
}
