/* global window, SwaggerUIBundle */
// The reference page of /api/docs: Swagger UI over this app's own document. A file of the app, not
// an inline script (the CSP admits scripts from the app's origin only); no validator badge, which
// would send the document to validator.swagger.io.
window.addEventListener('load', () => {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
  });
});
