import type { home } from '../../content/home.ts';
import { ContactForm, type ContactFormProps } from '../../islands/ContactForm.tsx';
import { Island } from '../Island.tsx';
import { RichText } from '../RichText.tsx';
import { Section } from '../Section.tsx';
import { SectionHeading } from '../SectionHeading.tsx';
import { StepList } from '../StepList.tsx';

interface ContactProps {
  content: typeof home.contact;
  email: string;
  phone: { display: string; href: string };
  form: ContactFormProps;
}

export function Contact({ content, email, phone, form }: ContactProps) {
  return (
    <Section id="contact" className="section--contact" inner="contact">
      <div className="contact__intro">
        <SectionHeading section="contact" eyebrow={content.eyebrow} title={content.title} />
        <p>{content.intro}</p>
        <StepList steps={content.steps} id="contact-steps-title" />
        <p className="contact__direct">
          {content.directLabel} <a href={`mailto:${email}`}>{email}</a>
        </p>
        <p className="contact__direct">
          {content.phoneLabel} <a href={phone.href}>{phone.display}</a>
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
    </Section>
  );
}
