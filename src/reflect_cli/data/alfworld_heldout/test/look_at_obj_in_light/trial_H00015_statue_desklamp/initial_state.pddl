(define (problem plan_trial_H00015_statue_desklamp)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  DeskLampType - otype
  NewspaperType - otype
  PillowType - otype
  StatueType - otype
  VaseType - otype
  DrawerType - rtype
  DresserType - rtype
  ShelfType - rtype
  SideTableType - rtype
  TVStandType - rtype
  Statue_bar__minus_00_dot_96_bar__plus_01_dot_83_bar__plus_01_dot_90 - object
  Vase_bar__minus_01_dot_70_bar__plus_02_dot_19_bar__minus_01_dot_94 - object
  Pillow_bar__plus_00_dot_02_bar__minus_02_dot_47_bar__plus_00_dot_46 - object
  Book_bar__plus_01_dot_91_bar__minus_00_dot_28_bar__minus_00_dot_94 - object
  Newspaper_bar__minus_00_dot_07_bar__plus_02_dot_28_bar__plus_01_dot_65 - object
  DeskLamp_bar__minus_00_dot_19_bar__plus_01_dot_77_bar__plus_01_dot_17 - object
  Dresser_bar__minus_01_dot_35_bar__plus_01_dot_79_bar__minus_01_dot_46 - receptacle
  SideTable_bar__minus_01_dot_66_bar__minus_00_dot_04_bar__plus_00_dot_48 - receptacle
  TVStand_bar__minus_00_dot_28_bar__minus_01_dot_40_bar__plus_01_dot_67 - receptacle
  Drawer_bar__plus_00_dot_27_bar__minus_00_dot_82_bar__plus_00_dot_84 - receptacle
  Shelf_bar__plus_01_dot_01_bar__minus_00_dot_31_bar__plus_02_dot_47 - receptacle
  loc_bar_1_bar_7_bar_1_bar_30 - location
  loc_bar_2_bar_6_bar_1_bar_45 - location
  loc_bar_3_bar_8_bar_1_bar_30 - location
  loc_bar_4_bar_3_bar_2_bar_30 - location
  loc_bar_4_bar__minus_3_bar_1_bar_15 - location
  loc_bar__minus_3_bar_1_bar_1_bar_45 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_4_bar__minus_3_bar_1_bar_15)
  (canContain DrawerType BookType)
  (canContain DrawerType NewspaperType)
  (canContain DrawerType PillowType)
  (canContain DrawerType StatueType)
  (canContain DrawerType VaseType)
  (canContain DresserType BookType)
  (canContain DresserType NewspaperType)
  (canContain DresserType PillowType)
  (canContain DresserType StatueType)
  (canContain DresserType VaseType)
  (canContain ShelfType BookType)
  (canContain ShelfType NewspaperType)
  (canContain ShelfType PillowType)
  (canContain ShelfType StatueType)
  (canContain ShelfType VaseType)
  (canContain SideTableType BookType)
  (canContain SideTableType NewspaperType)
  (canContain SideTableType PillowType)
  (canContain SideTableType StatueType)
  (canContain SideTableType VaseType)
  (canContain TVStandType BookType)
  (canContain TVStandType NewspaperType)
  (canContain TVStandType PillowType)
  (canContain TVStandType StatueType)
  (canContain TVStandType VaseType)
  (receptacleType Dresser_bar__minus_01_dot_35_bar__plus_01_dot_79_bar__minus_01_dot_46 DresserType)
  (receptacleAtLocation Dresser_bar__minus_01_dot_35_bar__plus_01_dot_79_bar__minus_01_dot_46 loc_bar__minus_3_bar_1_bar_1_bar_45)
  (receptacleType SideTable_bar__minus_01_dot_66_bar__minus_00_dot_04_bar__plus_00_dot_48 SideTableType)
  (receptacleAtLocation SideTable_bar__minus_01_dot_66_bar__minus_00_dot_04_bar__plus_00_dot_48 loc_bar_2_bar_6_bar_1_bar_45)
  (receptacleType TVStand_bar__minus_00_dot_28_bar__minus_01_dot_40_bar__plus_01_dot_67 TVStandType)
  (receptacleAtLocation TVStand_bar__minus_00_dot_28_bar__minus_01_dot_40_bar__plus_01_dot_67 loc_bar_3_bar_8_bar_1_bar_30)
  (receptacleType Drawer_bar__plus_00_dot_27_bar__minus_00_dot_82_bar__plus_00_dot_84 DrawerType)
  (receptacleAtLocation Drawer_bar__plus_00_dot_27_bar__minus_00_dot_82_bar__plus_00_dot_84 loc_bar_4_bar_3_bar_2_bar_30)
  (openable Drawer_bar__plus_00_dot_27_bar__minus_00_dot_82_bar__plus_00_dot_84)
  (receptacleType Shelf_bar__plus_01_dot_01_bar__minus_00_dot_31_bar__plus_02_dot_47 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_01_dot_01_bar__minus_00_dot_31_bar__plus_02_dot_47 loc_bar_1_bar_7_bar_1_bar_30)
  (objectType Statue_bar__minus_00_dot_96_bar__plus_01_dot_83_bar__plus_01_dot_90 StatueType)
  (inReceptacle Statue_bar__minus_00_dot_96_bar__plus_01_dot_83_bar__plus_01_dot_90 Shelf_bar__plus_01_dot_01_bar__minus_00_dot_31_bar__plus_02_dot_47)
  (objectAtLocation Statue_bar__minus_00_dot_96_bar__plus_01_dot_83_bar__plus_01_dot_90 loc_bar_1_bar_7_bar_1_bar_30)
  (pickupable Statue_bar__minus_00_dot_96_bar__plus_01_dot_83_bar__plus_01_dot_90)
  (objectType Vase_bar__minus_01_dot_70_bar__plus_02_dot_19_bar__minus_01_dot_94 VaseType)
  (inReceptacle Vase_bar__minus_01_dot_70_bar__plus_02_dot_19_bar__minus_01_dot_94 SideTable_bar__minus_01_dot_66_bar__minus_00_dot_04_bar__plus_00_dot_48)
  (objectAtLocation Vase_bar__minus_01_dot_70_bar__plus_02_dot_19_bar__minus_01_dot_94 loc_bar_2_bar_6_bar_1_bar_45)
  (pickupable Vase_bar__minus_01_dot_70_bar__plus_02_dot_19_bar__minus_01_dot_94)
  (objectType Pillow_bar__plus_00_dot_02_bar__minus_02_dot_47_bar__plus_00_dot_46 PillowType)
  (inReceptacle Pillow_bar__plus_00_dot_02_bar__minus_02_dot_47_bar__plus_00_dot_46 Shelf_bar__plus_01_dot_01_bar__minus_00_dot_31_bar__plus_02_dot_47)
  (objectAtLocation Pillow_bar__plus_00_dot_02_bar__minus_02_dot_47_bar__plus_00_dot_46 loc_bar_1_bar_7_bar_1_bar_30)
  (pickupable Pillow_bar__plus_00_dot_02_bar__minus_02_dot_47_bar__plus_00_dot_46)
  (objectType Book_bar__plus_01_dot_91_bar__minus_00_dot_28_bar__minus_00_dot_94 BookType)
  (inReceptacle Book_bar__plus_01_dot_91_bar__minus_00_dot_28_bar__minus_00_dot_94 SideTable_bar__minus_01_dot_66_bar__minus_00_dot_04_bar__plus_00_dot_48)
  (objectAtLocation Book_bar__plus_01_dot_91_bar__minus_00_dot_28_bar__minus_00_dot_94 loc_bar_2_bar_6_bar_1_bar_45)
  (pickupable Book_bar__plus_01_dot_91_bar__minus_00_dot_28_bar__minus_00_dot_94)
  (objectType Newspaper_bar__minus_00_dot_07_bar__plus_02_dot_28_bar__plus_01_dot_65 NewspaperType)
  (inReceptacle Newspaper_bar__minus_00_dot_07_bar__plus_02_dot_28_bar__plus_01_dot_65 SideTable_bar__minus_01_dot_66_bar__minus_00_dot_04_bar__plus_00_dot_48)
  (objectAtLocation Newspaper_bar__minus_00_dot_07_bar__plus_02_dot_28_bar__plus_01_dot_65 loc_bar_2_bar_6_bar_1_bar_45)
  (pickupable Newspaper_bar__minus_00_dot_07_bar__plus_02_dot_28_bar__plus_01_dot_65)
  (objectType DeskLamp_bar__minus_00_dot_19_bar__plus_01_dot_77_bar__plus_01_dot_17 DeskLampType)
  (inReceptacle DeskLamp_bar__minus_00_dot_19_bar__plus_01_dot_77_bar__plus_01_dot_17 Dresser_bar__minus_01_dot_35_bar__plus_01_dot_79_bar__minus_01_dot_46)
  (objectAtLocation DeskLamp_bar__minus_00_dot_19_bar__plus_01_dot_77_bar__plus_01_dot_17 loc_bar__minus_3_bar_1_bar_1_bar_45)
  (toggleable DeskLamp_bar__minus_00_dot_19_bar__plus_01_dot_77_bar__plus_01_dot_17)
)
(:goal
     (and
         (exists (?ot - object ?r - receptacle ?a - agent ?l - location)
             (and
                 (objectType ?ot DeskLampType)
                 (toggleable ?ot)
                 (isToggled ?ot)
                 (receptacleAtLocation ?r ?l)
                 (atLocation ?a ?l)
                 (inReceptacle ?ot ?r)
             )
         )
         (exists (?o - object ?a - agent)
             (and
                 (objectType ?o StatueType)
                 (holds ?a ?o)
             )
         )
     )
)
)
