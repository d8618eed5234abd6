// Leaving the app for the provider's hosted pages (strong authentication): an object so tests can
// replace the navigation.
export const leaveTo = { assign: (url: string) => window.location.assign(url) };
