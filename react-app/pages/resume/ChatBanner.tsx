import { useId } from 'react';
import { profile } from '../../../content/profile';
import { DsButton } from '../../ds/DsButton';
import { DsIcon } from '../../ds/DsIcon';

/** The invitation to talk: message or book a call, both in a new tab (hidden in print). */
export function ChatBanner() {
  const headingId = useId();
  return (
    <aside className="chat-banner" aria-labelledby={headingId}>
      <div className="chat-banner__text">
        <h2 id={headingId} className="chat-banner__title">
          Let’s talk about your product
        </h2>
        <p>Send a message, or book a 15-minute call at a time that suits you.</p>
      </div>
      <div className="chat-banner__actions">
        <DsButton variant="primary" href={profile.links.messaging} target="_blank" rel="noopener">
          <DsIcon slot="start" name="mail" />
          Message Me
          <span className="visually-hidden"> (opens in a new tab)</span>
        </DsButton>
        <DsButton variant="outline" href={profile.links.booking} target="_blank" rel="noopener">
          <DsIcon slot="start" name="calendar" />
          Reserve 15-Minute Call
          <span className="visually-hidden"> (opens in a new tab)</span>
        </DsButton>
      </div>
    </aside>
  );
}
