fn touch(s: &Shared) {
    let a = s.mutex.lock().expect("poisoned");
    let b = s.rw.read().expect("poisoned");
    let c = s.rw.write().expect("poisoned");
    let d = s.mutex.try_lock().unwrap();
    let e = s.cell.get().unwrap();
    let f = s.file.read_to_end().unwrap();
}
