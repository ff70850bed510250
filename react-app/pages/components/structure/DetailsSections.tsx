import { DsDetails } from '../../../ds/DsDetails';
import { DemoSection } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';

const KEYS = [
  ['Tab', 'Move to the next section’s header'],
  ['Enter / Space', 'Open or close the section'],
] as const;

const FAQ = [
  {
    question: 'Can I use the elements without a framework?',
    answer: 'Yes. They are standard custom elements: one script tag, or the autoloader, and plain HTML.',
  },
  {
    question: 'Do the sections work with find in page?',
    answer: 'Closed answers stay searchable: finding a word in one opens its section where the browser allows it.',
  },
  {
    question: 'What happens with reduced motion?',
    answer: 'Sections open and close at once, without the height animation.',
  },
] as const;

/** The demos of `<ds-details>`: one disclosure, an accordion of questions (`name`), a disabled section. */
export function DetailsSections() {
  return (
    <>
      <DemoSection
        title="Details"
        description="A header button shows or hides the content under it. Closed content can still be found with find in page."
      >
        <div className="st-details-frame">
          <DsDetails summary="What is in the box?">
            <p className="st-text">A charging cable, a quick start card and two spare tips.</p>
          </DsDetails>
        </div>
        <Snippet
          label="Details code"
          {...snippetOf({
            tag: 'ds-details',
            attrs: { summary: 'What is in the box?' },
            children: [{ tag: 'p', children: ['A charging cable, a quick start card and two spare tips.'] }],
          })}
        />
        <KeyboardNotes rows={KEYS} />
      </DemoSection>
      <DemoSection
        title="FAQ accordion"
        description="Sections with the same name form a group: opening one closes the others. Each header sits in a level 3 heading."
      >
        <div className="st-details-frame">
          {FAQ.map((item, i) => (
            <DsDetails key={item.question} name="faq" headingLevel={3} summary={item.question} open={i === 0}>
              <p className="st-text">{item.answer}</p>
            </DsDetails>
          ))}
        </div>
        <Snippet
          label="FAQ accordion code"
          {...snippetOf(
            FAQ.slice(0, 2).map((item, i) => ({
              tag: 'ds-details',
              attrs: { name: 'faq', 'heading-level': 3, summary: item.question, open: i === 0 },
              children: [{ tag: 'p', children: [item.answer] }],
            })),
          )}
        />
      </DemoSection>
      <DemoSection
        title="Disabled section"
        description="A disabled section keeps its header in the Tab order and says it is unavailable, but does not open or close."
      >
        <div className="st-details-frame">
          <DsDetails summary="Order history">
            <p className="st-text">Your last three orders.</p>
          </DsDetails>
          <DsDetails summary="Invoices (available after the first payment)" disabled>
            <p className="st-text">No invoices yet.</p>
          </DsDetails>
        </div>
        <Snippet
          label="Disabled section code"
          {...snippetOf({
            tag: 'ds-details',
            attrs: { summary: 'Invoices (available after the first payment)', disabled: true },
            children: [{ tag: 'p', children: ['No invoices yet.'] }],
          })}
        />
      </DemoSection>
    </>
  );
}
