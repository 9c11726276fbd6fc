// /Home is the landing page under its legacy name; its canonical URL is / (see generateMetadata).
export { default, generateMetadata } from '../page';
