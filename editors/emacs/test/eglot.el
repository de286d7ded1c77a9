;;; eglot.el --- the Emacs set-up of docs/editors.md through eglot  -*- lexical-binding: t -*-

;; Run by scripts/emacs-e2e in batch Emacs after the page's set-up (the `emacs-eglot' snippet),
;; on a workspace holding Cargo.toml, unwrap.cocci, src/main.rs and src/util.rs: opening
;; main.rs starts eglot (rust-mode's hook), the diagnostics come through flymake, the quick fix
;; is applied, then the page's `cocci.applyToWorkspace' (the `emacs-apply' snippet, in
;; COCCI_APPLY_SNIPPET) and the buffers are saved.  The script then compares the files with
;; what `cocci apply' makes.  Exits 0 when every check passed.

(require 'cl-lib)
(require 'flymake)

(defvar cocci-ws (file-name-as-directory (getenv "COCCI_WS")))
(defvar cocci-apply-snippet (getenv "COCCI_APPLY_SNIPPET"))

(defun cocci-idle ()
  "Run the idle timers, as when a user pauses: batch Emacs is never idle, and eglot sends
its didChange, flymake asks for its diagnostics, from idle timers."
  (dolist (timer (copy-sequence timer-idle-list))
    (timer-event-handler timer)))

(defun cocci-wait (what pred &optional seconds)
  "Wait until PRED holds, pausing and serving the server meanwhile; fail with WHAT after
SECONDS."
  (let ((deadline (+ (float-time) (or seconds 20))))
    (while (not (funcall pred))
      (when (> (float-time) deadline)
        (error "Timed out waiting for %s" what))
      (cocci-idle)
      (accept-process-output nil 0.05))))

(defun cocci-check (ok what &rest args)
  (unless ok
    (error "Check failed: %s" (apply #'format what args))))

(defun cocci-diagnostics ()
  (sort (cl-remove-if-not (lambda (d) (eq (flymake-diagnostic-backend d) 'eglot-flymake-backend))
                          (flymake-diagnostics))
        (lambda (a b) (< (flymake-diagnostic-beg a) (flymake-diagnostic-beg b)))))

(defun cocci-run ()
  (find-file (expand-file-name "src/main.rs" cocci-ws))
  (cocci-check (eq major-mode 'rust-mode) "rust-mode, not %s" major-mode)
  ;; eglot-ensure connects once a command ends, as after the file is opened interactively.
  (run-hooks 'post-command-hook)
  (cocci-wait "eglot" #'eglot-current-server)
  (cocci-wait "two diagnostics" (lambda () (= 2 (length (cocci-diagnostics)))))
  (let ((d (car (cocci-diagnostics))))
    ;; eglot shows the source and the code (patch file and rule) before the message.
    (cocci-check (equal (flymake-diagnostic-text d)
                        "cocci [unwrap.cocci:rule@1]: replace `name.unwrap()` with `name.expect(\"checked\")`")
                 "message: %s" (flymake-diagnostic-text d))
    ;; After "héllo 🦀" on the same line: positions must agree (UTF-16).
    (cocci-check (equal (buffer-substring-no-properties (flymake-diagnostic-beg d) (flymake-diagnostic-end d))
                        "name.unwrap()")
                 "range covers %S" (buffer-substring-no-properties (flymake-diagnostic-beg d) (flymake-diagnostic-end d)))
    ;; A rewrite is a hint by default: eglot-workspace-configuration made it a warning.
    (cocci-check (eq (flymake-diagnostic-type d) 'eglot-warning) "type %s" (flymake-diagnostic-type d))
    ;; The quick fix, as M-x eglot-code-actions at the match: the preferred action is the
    ;; default, taken with RET (keys, not a mouse menu).
    (goto-char (flymake-diagnostic-beg d))
    (let ((last-nonmenu-event ?\r)
          (offered nil))
      (cl-letf (((symbol-function 'completing-read)
                 (lambda (_prompt collection &optional _pred _req _init _hist default &rest _)
                   (setq offered (mapcar #'car collection))
                   default)))
        (call-interactively #'eglot-code-actions))
      (cocci-check (equal (car offered) "cocci: replace `name.unwrap()` with `name.expect(\"checked\")`")
                   "actions offered: %S" offered)))
  (cocci-check (string-match-p "let n = name\\.expect(\"checked\");" (buffer-string)) "fixed: %s" (buffer-string))
  (cocci-wait "one diagnostic left" (lambda () (= 1 (length (cocci-diagnostics)))))
  ;; The whole patch on the workspace, as the page says; eglot asks before editing a file that
  ;; is not open: yes.
  (cl-letf (((symbol-function 'y-or-n-p) (lambda (&rest _) t)))
    (load cocci-apply-snippet nil t))
  (cocci-check (find-buffer-visiting (expand-file-name "src/util.rs" cocci-ws)) "util.rs edited")
  (save-some-buffers t)
  (cocci-wait "no diagnostic left" (lambda () (null (cocci-diagnostics)))))

(condition-case err
    (progn
      (cocci-run)
      (message "PASS: emacs eglot set-up")
      (kill-emacs 0))
  (error
   (message "FAIL: %s" (error-message-string err))
   (kill-emacs 1)))

;;; eglot.el ends here
