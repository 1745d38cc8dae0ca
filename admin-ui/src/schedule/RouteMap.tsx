import 'leaflet/dist/leaflet.css';
import { Box } from '@mui/material';
import L from 'leaflet';
import { useMemo, useRef } from 'react';
import { MapContainer, Marker, Polyline, TileLayer, Tooltip } from 'react-leaflet';
import type { RouteMapPoints } from './schedule-route';

const TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** Santa Clarita, for a day whose stops have no coordinates yet. */
const VALLEY = { lat: 34.4208, lng: -118.5426 };

/** Numbered pins drawn in HTML (no marker images to fetch). */
function pin(text: string, colour: string): L.DivIcon {
  const width = Math.max(28, 8 + text.length * 8);
  const html = `<span style="display:grid;place-items:center;min-width:28px;width:${width}px;height:28px;border-radius:14px;background:${colour};color:#fff;font:700 13px/1 sans-serif;border:2px solid #fff;box-shadow:0 1px 3px rgba(0,0,0,.45)">${text}</span>`;
  return L.divIcon({ html, className: '', iconSize: [width, 28], iconAnchor: [width / 2, 14] });
}

/**
 * The day on OpenStreetMap: the home base, numbered stops and the drive in route order. When the tiles cannot be
 * loaded (no connection), `onOffline` is called once so the page can fall back to the list alone.
 */
export function RouteMap({
  points,
  labels,
  onOffline,
}: {
  points: RouteMapPoints;
  labels: { home: string; stop: (number: number, name: string) => string };
  onOffline: () => void;
}) {
  const loaded = useRef(false);
  const reported = useRef(false);
  const all = points.path;
  const bounds = useMemo(() => (all.length > 1 ? L.latLngBounds(all.map((point) => [point.lat, point.lng] as [number, number])).pad(0.15) : undefined), [all]);
  const centre = all[0] ?? VALLEY;
  return (
    <Box sx={{ height: { xs: 280, md: 420 }, '& .leaflet-container': { height: '100%', width: '100%', borderRadius: 1 } }}>
      <MapContainer bounds={bounds} center={bounds ? undefined : [centre.lat, centre.lng]} zoom={bounds ? undefined : 13} scrollWheelZoom={false}>
        <TileLayer
          url={TILES}
          attribution={ATTRIBUTION}
          eventHandlers={{
            tileload: () => {
              loaded.current = true;
            },
            tileerror: () => {
              // One failed tile among loaded ones is a hiccup; none loaded means the tile server is out of reach.
              if (loaded.current || reported.current) return;
              reported.current = true;
              onOffline();
            },
          }}
        />
        {all.length > 1 && (
          <Polyline positions={all.map((point) => [point.lat, point.lng] as [number, number])} pathOptions={{ color: '#1565c0', weight: 3, opacity: 0.8 }} />
        )}
        {points.home && (
          <Marker position={[points.home.lat, points.home.lng]} icon={pin('⌂', '#37474f')} title={labels.home} alt={labels.home}>
            <Tooltip>{labels.home}</Tooltip>
          </Marker>
        )}
        {points.stops.map((stop) => {
          const title = stop.numbers.map((number, i) => labels.stop(number, stop.labels[i] ?? '')).join('; ');
          return (
            <Marker key={stop.visitIds.join('|')} position={[stop.at.lat, stop.at.lng]} icon={pin(stop.numbers.join(','), '#1565c0')} title={title} alt={title}>
              <Tooltip>{title}</Tooltip>
            </Marker>
          );
        })}
      </MapContainer>
    </Box>
  );
}
