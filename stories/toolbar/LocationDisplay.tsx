import { useLocation } from 'react-router';

/** Shows the story router's current address, so a play function can see where a link went. */
export function LocationDisplay() {
  const location = useLocation();
  return (
    <p>
      Ruta: <output aria-label="Ruta actual">{`${location.pathname}${location.search}`}</output>
    </p>
  );
}
