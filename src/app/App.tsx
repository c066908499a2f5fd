import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Layout } from './Layout';
import { HomePage } from './HomePage';
import { NotFoundPage } from './NotFoundPage';
import { ComingSoonScreen } from './ComingSoonScreen';
import { ToolScreenRoute } from './ToolScreenRoute';
import { ScreenFallback } from './ScreenFallback';
import { toolScreens } from '../tools/registry';

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<HomePage />} />
          {toolScreens.map((screen) => {
            const Screen = screen.screen;
            return (
              <Route
                key={screen.path}
                path={screen.path}
                element={(
                  <ToolScreenRoute>
                    {Screen
                      ? <Suspense fallback={<ScreenFallback title={screen.title} description={screen.description} />}><Screen /></Suspense>
                      : <ComingSoonScreen screen={screen} />}
                  </ToolScreenRoute>
                )}
              />
            );
          })}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
