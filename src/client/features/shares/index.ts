// The shares feature's public surface: the app composes the share dialog into the workouts and
// progress pages (DESIGN §2: features do not import each other).
export { ShareDialog, type ShareDialogProps, type ShareTarget } from './components/ShareDialog';
