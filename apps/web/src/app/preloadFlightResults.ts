/**
 * Fetches the flight results code before 'Buscar' is pressed (the search form calls this when a
 * person starts using it), so the page shows as soon as its search answers.
 */
export function preloadFlightResults(): void {
  void import('../features/results/ResultsPage');
  void import('../features/results/flight/FlightResults');
}
