export { SalesSetup } from './components/sales-setup';
