import SchemaBuilder from '@pothos/core';

// Test files share a worker (isolate: false) but each evaluates the API's own modules afresh, while
// Pothos's plugin registry lives in node_modules and is kept: the API's plugins register again.
SchemaBuilder.allowPluginReRegistration = true;
