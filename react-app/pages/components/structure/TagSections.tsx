import { useEffect, useRef, useState, type ComponentRef } from 'react';
import { DsButton } from '../../../ds/DsButton';
import { DsTag } from '../../../ds/DsTag';
import { DemoSection } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';
import './breadcrumb-tag-avatar.css';

const VARIANTS = ['neutral', 'accent', 'success', 'warning', 'danger'] as const;
const VARIANT_TEXT = {
  neutral: 'Draft',
  accent: 'Design',
  success: 'Shipped',
  warning: 'In review',
  danger: 'Blocked',
};
const SIZES = ['small', 'medium', 'large'] as const;

const TOPICS = ['Colour', 'Motion', 'Typography', 'Accessibility', 'Layout'];

const KEYS = [
  ['Tab', 'Move to the next tag’s remove button'],
  ['Enter / Space', 'Remove the tag'],
  ['Backspace / Delete', 'Remove the tag'],
] as const;

/** The demos of `<ds-tag>`: variants and sizes, and a set of removable tags. */
export function TagSections() {
  const [topics, setTopics] = useState(TOPICS);
  const list = useRef<HTMLUListElement>(null);

  /** The place of the tag removed last: focus goes to the tag now there once the list has changed. */
  const removedAt = useRef(-1);

  useEffect(() => {
    if (removedAt.current < 0) return;
    const tags = [...(list.current?.querySelectorAll<ComponentRef<typeof DsTag>>('ds-tag') ?? [])];
    const next = tags[Math.min(removedAt.current, tags.length - 1)];
    removedAt.current = -1;
    // the next tag's remove button, else the previous one's, else Reset
    (next?.removeButton ?? list.current?.parentElement?.querySelector<HTMLElement>('ds-button'))?.focus();
  }, [topics]);

  const remove = (topic: string) => {
    removedAt.current = topics.indexOf(topic);
    setTopics(topics.filter(t => t !== topic));
  };

  return (
    <>
      <DemoSection title="Tags" description="Short labels for a keyword or a state, in five variants and three sizes.">
        <div className="bta-stack">
          <div className="bta-row">
            {VARIANTS.map(variant => (
              <DsTag key={variant} variant={variant}>
                {VARIANT_TEXT[variant]}
              </DsTag>
            ))}
          </div>
          <div className="bta-row">
            {SIZES.map(size => (
              <DsTag key={size} size={size} variant="accent">
                {size[0]!.toUpperCase() + size.slice(1)}
              </DsTag>
            ))}
          </div>
        </div>
        <Snippet
          label="Tags code"
          {...snippetOf([
            ...VARIANTS.map(variant => ({
              tag: 'ds-tag',
              attrs: { variant: variant === 'neutral' ? null : variant },
              children: [VARIANT_TEXT[variant]],
            })),
            { tag: 'ds-tag', attrs: { size: 'small', variant: 'accent' }, children: ['Small'] },
          ])}
        />
      </DemoSection>
      <DemoSection
        title="Removable tags"
        description="Each remove button is named after its tag (“Remove Motion”). The tag asks to be removed; the page removes it and moves focus to the next one."
      >
        <div className="bta-stack">
          <ul ref={list} className="bta-tags" aria-label="Topics">
            {topics.map(topic => (
              <li key={topic}>
                <DsTag removable onDsRemove={() => remove(topic)}>
                  {topic}
                </DsTag>
              </li>
            ))}
          </ul>
          {topics.length < TOPICS.length && (
            <DsButton variant="outline" size="small" onClick={() => setTopics(TOPICS)}>
              Reset
            </DsButton>
          )}
        </div>
        <Snippet
          label="Removable tags code"
          {...snippetOf(
            topics.slice(0, 2).map(topic => ({
              tag: 'ds-tag',
              attrs: { removable: true },
              reactProps: { onDsRemove: { code: `() => remove('${topic}')` } },
              children: [topic],
            })),
          )}
        />
        <KeyboardNotes rows={KEYS} />
      </DemoSection>
    </>
  );
}
