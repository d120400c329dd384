// What other features may use of the forms engine (the Onsite Tech Toolkit is its second screen).
export { LibraryScreen } from './library-screen';
