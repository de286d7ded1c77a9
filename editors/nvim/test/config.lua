-- The Neovim 0.11 set-up of docs/editors.md through a real client: scripts/nvim-e2e loads the
-- page's snippets as they are (vim.filetype.add, vim.lsp.config / vim.lsp.enable with `cocci` on
-- PATH, :CocciPreview) before this file, on a workspace holding Cargo.toml, unwrap.cocci,
-- src/main.rs and src/util.rs. Checks: the server attaches to the Rust file and to the patch,
-- the severity of `settings`, the code lens, :CocciPreview showing what `cocci apply` prints and
-- following unsaved edits of the patch, then the page's cocci.applyToWorkspace and :wall. The
-- script then compares the files with what `cocci apply` makes.
local ws = assert(os.getenv("COCCI_WS"), "COCCI_WS")
-- What the preview must show: its first line, then what `cocci apply unwrap.cocci src` prints.
local expected_preview = assert(os.getenv("COCCI_EXPECTED_PREVIEW"), "COCCI_EXPECTED_PREVIEW")
-- The page's snippet applying a patch to the workspace.
local apply_snippet = assert(os.getenv("COCCI_APPLY_SNIPPET"), "COCCI_APPLY_SNIPPET")

local function read(path)
  local f = assert(io.open(path, "rb"))
  local s = f:read("a")
  f:close()
  return s
end

local function wait(what, cond)
  assert(vim.wait(20000, cond, 20), "timed out waiting for " .. what)
end

local function text(buf)
  return table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), "\n") .. "\n"
end

local function set_text(buf, s)
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, vim.split(s, "\n", { trimempty = true }))
end

local function run()
  -- The Rust file: vim.lsp.enable attaches the server (root: the folder with Cargo.toml).
  vim.cmd("edit " .. ws .. "/src/main.rs")
  local rs = vim.api.nvim_get_current_buf()
  wait("the cocci client on main.rs", function()
    return #vim.lsp.get_clients({ bufnr = rs, name = "cocci" }) == 1
  end)
  local client = vim.lsp.get_clients({ bufnr = rs, name = "cocci" })[1]
  assert(client.root_dir == ws, "root " .. tostring(client.root_dir))
  wait("the diagnostic", function() return #vim.diagnostic.get(rs) == 1 end)
  local d = vim.diagnostic.get(rs)[1]
  assert(d.message == 'replace `name.unwrap()` with `name.expect("checked")`', d.message)
  -- A rewrite is a hint by default: the severity comes from `settings`.
  assert(d.severity == vim.diagnostic.severity.WARN, "severity of settings: " .. vim.inspect(d))
  local line = vim.api.nvim_buf_get_lines(rs, d.lnum, d.lnum + 1, false)[1]
  local col = vim.str_byteindex(line, client.offset_encoding, d.col)
  assert(line:sub(col + 1, col + 13) == "name.unwrap()", "after the multi-byte text: " .. line:sub(col + 1))

  -- The patch: a `cocci` buffer, served by the same client.
  vim.cmd("edit " .. ws .. "/unwrap.cocci")
  local patch = vim.api.nvim_get_current_buf()
  assert(vim.bo[patch].filetype == "cocci", "filetype " .. vim.bo[patch].filetype)
  wait("the client on the patch", function()
    return vim.lsp.get_clients({ bufnr = patch, name = "cocci" })[1] == client
  end)
  local refreshed = 0
  wait("the code lens", function()
    if vim.uv.now() - refreshed > 200 then
      refreshed = vim.uv.now()
      vim.lsp.codelens.refresh({ bufnr = patch })
    end
    local lens = vim.lsp.codelens.get(patch)[1]
    return lens and lens.command and lens.command.title == "3 matches in 2 files"
  end)

  -- :CocciPreview: exactly what `cocci apply` prints, in a diff buffer beside the patch.
  vim.cmd("CocciPreview")
  local preview = vim.fn.bufnr("cocci-preview://unwrap.cocci.diff")
  assert(preview > 0, "the preview buffer")
  assert(vim.fn.bufwinid(preview) ~= -1, "shown in a window")
  assert(vim.api.nvim_get_current_buf() == patch, "the cursor stays in the patch")
  assert(vim.bo[preview].filetype == "diff")
  local want = read(expected_preview)
  wait("the preview", function() return text(preview) ~= "\n" end)
  assert(text(preview) == want, "preview:\n" .. text(preview) .. "\nwanted:\n" .. want)
  local counts = vim.b[preview].cocci_preview
  assert(counts.matches == 3 and counts.filesChanged == 2 and counts.problems == 0, vim.inspect(counts))

  -- Edited, unsaved: the preview follows; broken: it says why; restored: the same diff again.
  local original = text(patch)
  set_text(patch, original:gsub('"checked"', '"live"'))
  assert(vim.bo[patch].modified)
  wait("the preview of the unsaved patch", function()
    return text(preview) == want:gsub('expect%("checked"%)', 'expect("live")')
  end)
  set_text(patch, original:gsub("expression e;", "expression e"))
  wait("the error in the preview", function()
    return vim.api.nvim_buf_get_lines(preview, 0, 1, false)[1]
      :find("# cocci: no preview of unwrap.cocci over the workspace: unwrap.cocci has errors (", 1, true) == 1
  end)
  wait("the error on the patch", function()
    local errors = vim.diagnostic.get(patch, { severity = vim.diagnostic.severity.ERROR })
    return #errors == 1 and errors[1].message == "expected `,` or `;`"
  end)
  set_text(patch, original)
  wait("the diff back", function() return text(preview) == want end)

  -- Closing its window wipes the preview.
  vim.api.nvim_win_close(vim.fn.bufwinid(preview), true)
  assert(not vim.api.nvim_buf_is_valid(preview), "the preview buffer is wiped")

  -- :CocciInfer on an unsaved change of main.rs: the inferred patch opens beside it, unsaved;
  -- then main.rs is as saved again and the patch is dropped (never written).
  vim.api.nvim_set_current_buf(rs)
  local before = text(rs)
  set_text(rs, before:gsub("name%.unwrap%(%)", "name.unwrap_or_default()"))
  vim.cmd("CocciInfer")
  local inferred = vim.api.nvim_get_current_buf()
  assert(vim.api.nvim_buf_get_name(inferred) == ws .. "/src/main.inferred.cocci", vim.api.nvim_buf_get_name(inferred))
  local want_patch = "@@\nexpression e1;\n@@\n- e1.unwrap()\n+ e1.unwrap_or_default()\n"
  assert(text(inferred) == want_patch, "inferred:\n" .. text(inferred))
  assert(vim.bo[inferred].modified, "not written")
  vim.cmd("bwipeout! " .. inferred)
  vim.api.nvim_set_current_buf(rs)
  vim.cmd("edit!")
  assert(text(rs) == before)
  vim.api.nvim_set_current_buf(patch)

  -- The page's way to apply the patch to the workspace (the patch in the current buffer), then :wall.
  assert(vim.api.nvim_get_current_buf() == patch)
  dofile(apply_snippet)
  wait("main.rs and util.rs rewritten", function()
    local util = vim.fn.bufnr(ws .. "/src/util.rs")
    return text(rs):find('name.expect("checked")', 1, true)
      and util > 0 and vim.api.nvim_buf_is_loaded(util) and text(util):find('expect("checked")', 1, true)
  end)
  vim.cmd("wall")
  wait("the diagnostics cleared", function() return #vim.diagnostic.get(rs) == 0 end)
end

local ok, err = xpcall(run, debug.traceback)
if not ok then
  io.stderr:write("FAIL: " .. tostring(err) .. "\n")
  vim.cmd("cquit 1")
else
  io.stderr:write("PASS: neovim vim.lsp.config set-up and :CocciPreview\n")
  vim.cmd("qall!")
end
