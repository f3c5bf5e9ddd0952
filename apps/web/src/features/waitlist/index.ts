// The waiting list feature's public entry: what the events, booking and staff screens compose.
export { useWaitlistEntry } from './api/get-waitlist-entry';
export { EventWaitlistList } from './components/event-waitlist-list';
export { WaitlistJoinForm } from './components/lazy-waitlist-join-form';
