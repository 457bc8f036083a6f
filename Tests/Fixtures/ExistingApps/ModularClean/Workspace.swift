import ProjectDescription

let workspace = Workspace(
  name: "ModularClean",
  projects: ["Projects/App", "Projects/Features", "Projects/Platform", "Projects/Domain"]
)
