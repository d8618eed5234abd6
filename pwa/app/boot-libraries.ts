/**
 * The libraries every page starts with, imported on their own by main.tsx so that their evaluation is
 * one task and the app's modules another (no long task while the page starts: blocking time, docs/performance.md).
 */
export { createBrowserRouter, RouterProvider } from 'react-router-dom';
export { QueryClient, QueryClientProvider } from '@tanstack/react-query';
export { Provider } from 'jotai';
