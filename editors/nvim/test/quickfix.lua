-- End-to-end through a real client: Neovim starts `cocci lsp`, shows the diagnostics of a
-- Rust file, explains a match, applies the quick fix, and writes the file. Run by scripts/nvim-e2e, which then
-- compares the file on disk with what `cocci apply` gives.
local ws = assert(os.getenv("COCCI_WS"), "COCCI_WS")
local bin = assert(os.getenv("COCCI_BIN"), "COCCI_BIN")

local function run()
  vim.cmd("edit " .. ws .. "/src/main.rs")
  local buf = vim.api.nvim_get_current_buf()
  local id = vim.lsp.start({ name = "cocci", cmd = { bin, "lsp" }, root_dir = ws })
  assert(id, "the client started")
  local client = assert(vim.lsp.get_client_by_id(id))

  -- Diagnostics arrive: one per `unwrap()`.
  assert(vim.wait(20000, function() return #vim.diagnostic.get(buf) == 2 end, 50),
    "two diagnostics, got " .. vim.inspect(vim.diagnostic.get(buf)))
  local diags = vim.diagnostic.get(buf)
  table.sort(diags, function(a, b) return a.lnum < b.lnum end)
  local d = diags[1]
  assert(d.source == "cocci", "source: " .. tostring(d.source))
  assert(d.message == 'replace `name.unwrap()` with `name.expect("checked")`', "message: " .. d.message)
  -- The match starts after a multi-byte string on the same line (positions must agree).
  local line = vim.api.nvim_buf_get_lines(buf, d.lnum, d.lnum + 1, false)[1]
  local byte_col = vim.str_byteindex(line, client.offset_encoding, d.col)
  assert(line:sub(byte_col + 1, byte_col + 4) == "name", "diagnostic at " .. line:sub(byte_col + 1))

  -- "Why does the patch match here or not?": the action's explanation shows as a message.
  local at = { line = d.lnum, character = d.col }
  local asked = { textDocument = { uri = vim.uri_from_bufnr(buf) }, range = { start = at, ["end"] = at },
    context = { diagnostics = {} } }
  local answer = assert(client:request_sync("textDocument/codeAction", asked, 10000, buf), "code actions answered")
  local why
  for _, action in ipairs(answer.result or {}) do
    if action.command and action.command.command == "cocci.explain" then why = action end
  end
  assert(why, "an explain action: " .. vim.inspect(answer.result))
  client:exec_cmd(why.command, { bufnr = buf })
  local function messages() return vim.api.nvim_exec2("messages", { output = true }).output end
  assert(vim.wait(10000, function() return messages():find("fix.cocci rule rule@1 (line 1): matched at", 1, true) end, 50),
    "the explanation in the messages: " .. messages())

  -- The quick fix for the first diagnostic.
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(buf) },
    range = { start = { line = d.lnum, character = d.col }, ["end"] = { line = d.end_lnum, character = d.end_col } },
    context = { diagnostics = {}, only = { "quickfix" } },
  }
  local resp = assert(client:request_sync("textDocument/codeAction", params, 10000, buf), "code actions answered")
  assert(resp.err == nil, vim.inspect(resp.err))
  local fix
  for _, action in ipairs(resp.result or {}) do
    if action.kind == "quickfix" and action.isPreferred then fix = action end
  end
  assert(fix, "a preferred quick fix: " .. vim.inspect(resp.result))
  vim.lsp.util.apply_workspace_edit(fix.edit, client.offset_encoding)

  -- Then fix everything left, as "fix all" would.
  params.context.only = { "source.fixAll" }
  resp = assert(client:request_sync("textDocument/codeAction", params, 10000, buf))
  local all = resp.result and resp.result[1]
  assert(all and all.kind == "source.fixAll.cocci", "fix all: " .. vim.inspect(resp.result))
  -- Neovim resolves edits lazily (codeAction/resolve), so the whole-file edit comes then, as
  -- vim.lsp.buf.code_action() gets it.
  if not all.edit then
    resp = assert(client:request_sync("codeAction/resolve", all, 10000, buf), "resolve answered")
    assert(resp.err == nil, vim.inspect(resp.err))
    all = resp.result
  end
  vim.lsp.util.apply_workspace_edit(all.edit, client.offset_encoding)
  vim.cmd("write")

  -- Fixed: the diagnostics go away.
  assert(vim.wait(20000, function() return #vim.diagnostic.get(buf) == 0 end, 50), "diagnostics cleared")
end

local ok, err = xpcall(run, debug.traceback)
if not ok then
  io.stderr:write("FAIL: " .. tostring(err) .. "\n")
  vim.cmd("cquit 1")
else
  io.stderr:write("PASS: neovim quick fix\n")
  vim.cmd("qall!")
end
