import { DsAvatar } from '../../../ds/DsAvatar';
import { DsAvatarGroup } from '../../../ds/DsAvatarGroup';
import { DemoSection } from '../../../docs/DemoSection';
import { DemoSlider } from '../../../docs/DemoSlider';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';
import { useDemoState } from '../../../docs/use-demo-state';
import { appUrl } from '../../../lib/app-url';
import './breadcrumb-tag-avatar.css';

const PICTURE = 'gallery/aurora-night.svg';

/** Names in several scripts: their initials show how each is read. */
const PEOPLE = [
  { name: 'Lena Marsh', src: PICTURE },
  { name: 'Ada King Lovelace' },
  { name: 'Madonna', shape: 'rounded' },
  { name: '山田太郎', shape: 'square' },
  { name: 'Мария Иванова' },
  { name: 'محمد علي' },
  { name: 'Broken Picture', src: 'gallery/no-such-picture.svg' },
] as const;

const TEAM = [
  'Lena Marsh',
  'Omar Haddad',
  'Chen Wei',
  'Sofia Rossi',
  'Kwame Mensah',
  'Ingrid Berg',
  'Priya Nair',
  'Lucas Martin',
];

/** The demos of `<ds-avatar>` and `<ds-avatar-group>`. */
export function AvatarSections() {
  const demo = useDemoState({ max: 4 });
  const { max } = demo.values;
  return (
    <>
      <DemoSection
        title="Avatars"
        description="A picture, else the initials of the name (in any script), else a silhouette. Each is one image named by the person’s name."
      >
        <div className="bta-stack">
          <div className="bta-row">
            {PEOPLE.map(person => (
              <DsAvatar
                key={person.name}
                name={person.name}
                src={'src' in person ? appUrl(person.src) : undefined}
                shape={'shape' in person ? person.shape : undefined}
              />
            ))}
            <DsAvatar aria-label="Unknown person" />
          </div>
          <div className="bta-row">
            <DsAvatar name="Lena Marsh" size="small" />
            <DsAvatar name="Lena Marsh" />
            <DsAvatar name="Lena Marsh" size="large" />
          </div>
        </div>
        <Snippet
          label="Avatars code"
          {...snippetOf([
            { tag: 'ds-avatar', attrs: { name: 'Lena Marsh', src: `/${PICTURE}` } },
            { tag: 'ds-avatar', attrs: { name: '山田太郎', shape: 'square' } },
            { tag: 'ds-avatar', attrs: { name: 'Lena Marsh', size: 'large' } },
          ])}
        />
      </DemoSection>
      <DemoSection
        title="Avatar group"
        description="Overlapping avatars; past the maximum, “+N” stands for the rest and is read as “and N more”."
      >
        <div className="bta-stack">
          <DsAvatarGroup max={max}>
            {TEAM.map(name => (
              <DsAvatar key={name} name={name} />
            ))}
          </DsAvatarGroup>
          <DemoSlider demo={demo} name="max" label="Maximum shown" bounds={{ min: 1, max: TEAM.length, step: 1 }} />
        </div>
        <Snippet
          label="Avatar group code"
          {...snippetOf({
            tag: 'ds-avatar-group',
            attrs: { max },
            children: TEAM.slice(0, 3).map(name => ({ tag: 'ds-avatar', attrs: { name } })),
          })}
        />
      </DemoSection>
    </>
  );
}
