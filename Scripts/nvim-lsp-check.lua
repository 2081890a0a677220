-- Checks `cardlint lsp` in a real client: headless Neovim opens a card, reads the diagnostics,
-- asks for the quick fix on the misspelt property, applies it, and prints what is left.
--   cd <folder with card.json (line 6 holds a misspelt "alttext")> &&
--   CARDLINT=/path/to/cardlint nvim --headless -u NONE -c "luafile /path/to/Scripts/nvim-lsp-check.lua"
local bin = os.getenv("CARDLINT")
-- Neovim 0.7 (Debian 12): start_client + buf_attach_client (vim.lsp.start is 0.8+).
local id = vim.lsp.start_client({ name = "cardlint", cmd = { bin, "lsp" }, root_dir = vim.fn.getcwd() })
vim.cmd("edit card.json")
vim.lsp.buf_attach_client(0, id)
local ok = vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 100)
local out = {}
for _, d in ipairs(vim.diagnostic.get(0)) do
  table.insert(out, string.format("%d:%d %s %s", d.lnum + 1, d.col + 1, tostring(d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)), (d.message:gsub("\n.*", ""))))
end
table.sort(out)
print("diagnostics (" .. tostring(ok) .. "):\n" .. table.concat(out, "\n"))
-- Code action on the misspelt property (line 6), applied through the client.
local client = vim.lsp.get_client_by_id(id)
local params = vim.lsp.util.make_range_params()
params.range = { start = { line = 5, character = 0 }, ["end"] = { line = 5, character = 80 } }
params.context = { diagnostics = {} }
local res = client.request_sync("textDocument/codeAction", params, 10000, 0)
for _, action in ipairs(res.result or {}) do
  if action.title:match("^Rename to") then
    vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
    print("applied: " .. action.title)
  end
end
print("line 6 now: " .. vim.api.nvim_buf_get_lines(0, 5, 6, false)[1])
vim.wait(20000, function()
  for _, d in ipairs(vim.diagnostic.get(0)) do if d.message:match("unknown property") then return false end end
  return true
end, 100)
local left = {}
for _, d in ipairs(vim.diagnostic.get(0)) do table.insert(left, (d.message:gsub("\n.*", ""))) end
print("after the fix: " .. table.concat(left, ", "))
vim.cmd("qa!")
