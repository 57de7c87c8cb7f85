/** A town or city of a bundled dataset; its point is the place's centre. */
export interface Locality {
  name: string;
  /** State code as the edition writes it: `TX`, `mazowieckie`. */
  state: string;
  stateName: string;
  lat: number;
  lng: number;
  /** Population, or another measure of size, to rank places of the same name. */
  size: number;
}

/** Where a post code is. */
export interface PostalMatch {
  postCode: string;
  lat: number;
  lng: number;
  state: string;
  stateName: string;
  /** The town the code belongs to, when the dataset knows it. */
  locality?: string;
  /** False when the dataset does not hold the code and its point is the nearest known code's town. */
  exact: boolean;
}

/** One country's places and post codes, indexed for lookups by name and by code. */
export interface Gazetteer {
  country: { code: 'US' | 'PL'; name: string; inAddress: string };
  /** The state code for a code or name given by a person, or undefined when it is no state of this country. */
  resolveState(state: string): string | undefined;
  /** Places of that name (in that state, when given), largest first. */
  findLocalities(city: string, state?: string): Locality[];
  findPostCode(postCode: string): PostalMatch | undefined;
}
