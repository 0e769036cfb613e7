import type { ContactContent } from '../../content/types.ts';
import { ContactForm, type ContactFormProps } from '../../islands/ContactForm.tsx';
import { Island } from '../Island.tsx';
import { RichText } from '../RichText.tsx';
import { SectionHeading } from '../SectionHeading.tsx';

interface ContactProps {
  content: ContactContent;
  email: string;
  form: ContactFormProps;
}

export function Contact({ content, email, form }: ContactProps) {
  return (
    <section id="contact" className="section section--contact" aria-labelledby="contact-title">
      <div className="section__inner contact">
        <div className="contact__intro">
          <SectionHeading id="contact-title" eyebrow={content.eyebrow} title={content.title} />
          <p>{content.intro}</p>
          <p className="contact__direct">
            {content.directLabel} <a href={`mailto:${email}`}>{email}</a>
          </p>
        </div>
        <div className="contact__form">
          <Island name="ContactForm" hydrate="visible" props={form}>
            <ContactForm {...form} />
          </Island>
          <p className="contact__privacy">
            <RichText text={content.privacyNote} />
          </p>
        </div>
      </div>
    </section>
  );
}
