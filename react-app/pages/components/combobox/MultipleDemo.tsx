import { useState } from 'react';
import { DsCombobox } from '../../../ds/DsCombobox';
import { DsOption } from '../../../ds/DsOption';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';
import { TOPICS, topicLabel } from './data';

const DEFAULT = 'forms, accessibility';

const SNIPPET = snippetOf({
  tag: 'ds-combobox',
  attrs: { label: 'Topics', name: 'topics', multiple: true, value: DEFAULT, placeholder: 'Add a topic' },
  reactProps: { onChange: { code: 'event => setTopics(event.currentTarget.value)' } },
  children: TOPICS.slice(0, 4).map(topic => ({
    tag: 'ds-option',
    attrs: { value: topic.value },
    children: [topic.label],
  })),
});

const listOf = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/** Several values: tags with their remove buttons; the form gets one entry per value. */
export function MultipleDemo() {
  const [topics, setTopics] = useState<string[]>(['forms', 'accessibility']);
  return (
    <DemoSection
      title="Several values"
      description="With multiple, each choice becomes a tag with its own remove button, and the list stays open for the next one. Backspace in the empty field removes the last tag. The form gets every value under one name, as a select with multiple does."
    >
      <div className="combobox-demo">
        <DsCombobox
          label="Topics"
          name="topics"
          multiple
          defaultValue={DEFAULT}
          placeholder="Add a topic"
          onChange={event => setTopics(listOf(event.currentTarget.value))}
        >
          {TOPICS.map(topic => (
            <DsOption key={topic.value} value={topic.value}>
              {topic.label}
            </DsOption>
          ))}
        </DsCombobox>
        <LiveValue label="Topics">{topics.length > 0 ? topics.map(topicLabel).join(', ') : 'None'}</LiveValue>
      </div>
      <Snippet label="Multiple code" {...SNIPPET} />
    </DemoSection>
  );
}
