/** The phantom key that carries a row's route name in its type only (no bytes in a bundle). */
declare const routeName: unique symbol;

/**
 * One route's row (`routes/<name>.ts`, generated): its method and path, and in its type the route's
 * export name, which types a call made from the row (`requestTo(getShoppingCart)`).
 */
export interface RouteRow<N extends string = string, M extends 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', P extends string = string> {
  readonly method: M;
  readonly path: P;
  readonly [routeName]?: N;
}
