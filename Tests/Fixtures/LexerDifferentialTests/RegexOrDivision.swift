// Bare `/.../` regex literals next to divisions, read by LexerDifferentialTests.
func regexOrDivision(x: Int, y: Int, z: Int, s: String) throws {
  let a = x / y / z
  let b = (x) / 2 / (y)
  let c = [1, 2].map { $0 / 2 }.map { $0/2/1 }
  var d = x
  d /= 2
  let e = x/y
  let f = /a b/
  let g = [/a/, /b/]
  let h = { /x/ }
  let i = s.contains(/x+/) ? /y/ : /z/
  let j = (/a) / 2
  let k = x
    / y
  let l = try /abc/.firstMatch(in: s)
  switch s {
  case /x/: break
  default: break
  }
  let m = s.split(separator: /,\s*/).map { String($0) }
  let n = #/[/]/#
  let o = /[)]/
  let p = /\//
  let q = x / 3 /* comment */ / 4
  let r = x / 3 // comment / here
  let t = /(?:a|b)[c-d]\d+/
  let u = try? /^ x/.wholeMatch(in: s)
  let v = !/x/.matches(s)
  _ = (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, t, u, v)
}
infix operator /^/ : MultiplicationPrecedence
postfix operator /
