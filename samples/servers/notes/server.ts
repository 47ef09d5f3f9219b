// An MCP server written with the TypeScript SDK: afd-surface reads the tools
// where they are defined and reports on these lines.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'notes', version: '1.0.0' });

server.registerTool(
  'create_note',
  {
    title: 'Create note',
    description: 'Creates a note with a title and a body, and returns its identifier',
    inputSchema: {
      title: z.string().min(1).describe('The title of the note'),
      body: z.string().describe('The text of the note'),
    },
  },
  async ({ title }) => ({ content: [{ type: 'text', text: title }] }),
);

server.tool('delete_note', 'Notes', { id: z.string() }, async () => ({ content: [] }));

server.tool(
  'search_notes',
  `Searches the notes of ${process.env.NOTES_OWNER}`,
  { query: z.string() },
  async () => ({ content: [] }),
);
