// The live workout's public surface: Home's banner for a workout under way (composed by the app).
export { LiveWorkoutBanner } from './components/LiveWorkoutBanner';
