import { telUri } from '../../content/format.ts';
import { home } from '../../content/home.ts';
import { identity } from '../../content/identity.ts';
import { ContactForm } from '../../islands/ContactForm.tsx';
import type { ContactForms } from '../views/HomePage.tsx';
import { Island } from '../Island.tsx';
import { RichText } from '../RichText.tsx';
import { Section } from '../Section.tsx';
import { SectionHeading } from '../SectionHeading.tsx';
import { StepList } from '../StepList.tsx';

interface ContactProps {
  forms: ContactForms;
  /** An offer or keynote page's own heading and text; the home's otherwise. */
  heading?: { title: string; text: string };
  tone?: 'light' | 'tinted';
}

/**
 * The contact section: the message form with the slots, then the short callback form, each an
 * island of its own. On the home and on every offer and keynote page, so nobody has to go
 * elsewhere to get in touch.
 */
export function Contact({ forms, heading, tone }: ContactProps) {
  const [content, email, phone] = [home.contact, identity.email, identity.phone.display];
  return (
    <Section id="contact" className="section--contact" inner="contact" tone={tone}>
      <div className="contact__intro">
        <SectionHeading section="contact" eyebrow={content.eyebrow} title={heading?.title ?? content.title} />
        <p>{heading?.text ?? content.intro}</p>
        <StepList steps={content.steps} id="contact-steps-title" />
        <p className="contact__direct">
          {content.directLabel} <a href={`mailto:${email}`}>{email}</a>
        </p>
        <p className="contact__direct">
          {content.phoneLabel} <a href={telUri(phone)}>{phone}</a>
        </p>
      </div>
      <div className="contact__form">
        <Island name="ContactForm" hydrate="visible" props={forms.message}>
          <ContactForm {...forms.message} />
        </Island>
        {/* One tap away rather than always open: the home keeps its height budget, and the
            message form with the slots stays the main way. Open when it shows a result or a post. */}
        <details className="contact__callback" open={forms.callback.initialStatus !== 'idle' || forms.callback.kept ? true : undefined}>
          <summary className="contact__callback-summary">{content.labels.callback}</summary>
          <Island name="ContactForm" hydrate="visible" props={forms.callback}>
            <ContactForm {...forms.callback} />
          </Island>
        </details>
        <p className="contact__privacy">
          <RichText text={content.privacyNote} />
        </p>
      </div>
    </Section>
  );
}
