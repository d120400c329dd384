// What other features may use of People: the roster picker (1:1 check-out).

export { RosterPicker } from './roster-picker';
