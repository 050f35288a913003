/** A page of the app in its navigation: its address, its name, and whether it is the one shown. */
export type AppPage = { to: string; label: string; isCurrent: boolean };
