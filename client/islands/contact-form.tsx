// Chunk entry of the contact-form island: React, react-dom/client and the form. Loaded by the
// registry with import(), never by the main module.
import { ContactForm } from '../../shared/islands/ContactForm.tsx';
import { reactIsland } from './react.tsx';

export default reactIsland(ContactForm);
