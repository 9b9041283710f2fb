// The live workout's public surface: Home's notice of a workout under way (composed by the app).
export { LiveWorkoutNotice } from './components/LiveWorkoutNotice';
