fn touch(s: &Shared, buf: &mut [u8]) {
    let d = s.mutex.try_lock().unwrap();
    let e = s.cell.get().unwrap();
    let f = s.file.read(buf).unwrap();
    let g = lock(&s.mutex).unwrap();
    let h = s.mutex.unlock().unwrap();
    let i = s.rw.write_all().unwrap();
}
