fn touch(s: &Shared) {
    let a = s.mutex.lock().unwrap();
    let b = s.rw.read().unwrap();
    let c = s.rw.write().unwrap();
    let d = s.mutex.try_lock().unwrap();
    let e = s.cell.get().unwrap();
    let f = s.file.read_to_end().unwrap();
}
