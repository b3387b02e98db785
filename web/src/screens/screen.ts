/**
 * What every screen is: a component given its route. At the bottom of the screens, so the registry, the screen host,
 * the descriptions and the areas' own screens all import it and none of them imports another for it
 * (docs/architecture.md).
 */
import type { ComponentType } from 'react';
import type { AppRoute } from '../router/routes.ts';

export interface ScreenProps {
  route: AppRoute;
}
export type Screen = ComponentType<ScreenProps>;
