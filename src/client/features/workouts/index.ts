// The workouts feature's public surface for other screens: the dashboard opens the create form
// (Add New Workout, and AI Coach Insights' Schedule It with a prefill).
export {
  CreateWorkoutDialog,
  type CreateWorkoutDialogProps,
} from './components/CreateWorkoutDialog';
