/** The contact card other pages embed (home, /contact-us). */
export { ContactCard } from './components/contact-section';
