import { WAYS, type Way } from '../../contact.ts';
import { callHow } from '../../content/calls.ts';
import type { Home } from '../../content/home.ts';
import { bookingIntro, contactForm } from '../../content/contact-form.ts';
import { ContactForm, type ContactFormProps } from '../../islands/ContactForm.tsx';
import { EmailLink, PhoneLink } from '../ContactLinks.tsx';
import { Island } from '../Island.tsx';
import { Inline } from '../Markdown.tsx';
import { Section, SectionHeading } from '../Section.tsx';
import { StepList } from '../StepList.tsx';
import { useSite } from '../site-context.ts';

/** A page's forms, one per way; no booking while no slot can be booked (the callback says so then). */
export type ContactForms = { booking?: ContactFormProps | undefined; callback: ContactFormProps; message: ContactFormProps };

interface ContactProps {
  forms: ContactForms;
  /** An offer or keynote page's own heading and text; the home's otherwise. */
  heading?: { title: string; text: string | Home['contact']['intro'] };
  tone?: 'light' | 'tinted';
}

const ICONS: Record<Way, string> = {
  booking:
    'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zM5 9h14v11H5V9zm2 2v2h2v-2H7zm4 0v2h2v-2h-2z',
  callback:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1L6.6 10.8z',
  message:
    'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.3-8-5.3zM5.6 7l6.4 4.2L18.4 7H5.6z',
};

/**
 * The contact section: three ways, booking first, each a form and an island of its own. The
 * choice is a row of links; where the browser has `:has()`, the way the address names is shown
 * alone, else the posted one or the first; elsewhere all three stand in a row. No script needed.
 */
export function Contact({ forms, heading, tone }: ContactProps) {
  const { home, calls } = useSite().content;
  const content = home.contact;
  const intro = (way: Way) =>
    way === 'booking' ? bookingIntro(calls.hours.callMinutes, callHow('visitor', {}, calls.channel).sentence) : contactForm.ways[way].intro;
  // The copy promises booking only while the booking way is there.
  const variant = forms.booking ? 'booking' : 'without';
  const text = heading?.text ?? content.intro;
  const ways = (['booking', 'callback', 'message'] as const).filter((way) => forms[way]);
  // Shown when the address names no way: the one whose post this page answers (its URL has no fragment), else the first.
  const shown = ways.find((way) => forms[way]?.kept) ?? ways[0];
  const mark = (way: Way, name: string) => (way === shown ? `${name} ${name}--shown` : name);
  return (
    <Section id="contact" className="section--contact" inner="contact" tone={tone}>
      <div className="contact__intro">
        <SectionHeading section="contact" eyebrow={content.eyebrow} title={heading?.title ?? content.title} />
        <p>{typeof text === 'string' ? text : text[variant]}</p>
      </div>
      <div className="card contact__ways">
        <nav className="ways" aria-label={contactForm.ways.label}>
          {ways.map((way) => (
            <a key={way} className={mark(way, 'ways__link')} href={`#${WAYS[way]}`}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d={ICONS[way]} />
              </svg>
              {contactForm.ways[way].tab}
            </a>
          ))}
        </nav>
        {ways.map((way) => (
          <div key={way} id={WAYS[way]} className={mark(way, 'way')}>
            <h3 className="way__title">{contactForm.ways[way].title}</h3>
            <p className="way__intro">{intro(way)}</p>
            <Island name="ContactForm" hydrate="visible" props={forms[way]!}>
              <ContactForm {...forms[way]!} />
            </Island>
          </div>
        ))}
        <p className="contact__privacy">
          <Inline text={content.privacyNote} />
        </p>
      </div>
      {/* After the ways on a phone (the form within a screen of the section's top), beside them on a wide screen. */}
      <div className="contact__more">
        <StepList steps={content.steps[variant]} id="contact-steps-title" />
        <p className="contact__direct">
          {content.directLabel} <EmailLink /> · <PhoneLink />
        </p>
      </div>
    </Section>
  );
}
