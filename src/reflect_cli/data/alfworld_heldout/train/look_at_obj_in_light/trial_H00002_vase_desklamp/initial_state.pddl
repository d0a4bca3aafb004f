(define (problem plan_trial_H00002_vase_desklamp)
(:domain alfred)
(:objects
  agent1 - agent
  BoxType - otype
  DeskLampType - otype
  KeyChainType - otype
  RemoteControlType - otype
  StatueType - otype
  VaseType - otype
  ArmChairType - rtype
  CoffeeTableType - rtype
  DrawerType - rtype
  DresserType - rtype
  SideTableType - rtype
  SofaType - rtype
  TVStandType - rtype
  Vase_bar__minus_01_dot_79_bar__plus_01_dot_77_bar__plus_01_dot_27 - object
  Box_bar__minus_01_dot_83_bar__minus_02_dot_02_bar__plus_02_dot_28 - object
  RemoteControl_bar__plus_00_dot_69_bar__minus_02_dot_09_bar__minus_01_dot_41 - object
  KeyChain_bar__plus_01_dot_71_bar__plus_01_dot_39_bar__minus_02_dot_35 - object
  Statue_bar__minus_01_dot_79_bar__plus_00_dot_80_bar__minus_00_dot_67 - object
  DeskLamp_bar__minus_01_dot_56_bar__minus_00_dot_87_bar__plus_01_dot_95 - object
  Sofa_bar__minus_01_dot_10_bar__minus_00_dot_48_bar__minus_00_dot_05 - receptacle
  Dresser_bar__plus_01_dot_11_bar__minus_00_dot_21_bar__plus_02_dot_33 - receptacle
  Drawer_bar__minus_02_dot_44_bar__plus_00_dot_80_bar__plus_00_dot_10 - receptacle
  ArmChair_bar__minus_01_dot_14_bar__minus_02_dot_38_bar__plus_02_dot_25 - receptacle
  SideTable_bar__minus_02_dot_03_bar__plus_00_dot_92_bar__minus_00_dot_79 - receptacle
  CoffeeTable_bar__minus_02_dot_22_bar__plus_01_dot_28_bar__plus_02_dot_23 - receptacle
  TVStand_bar__plus_00_dot_88_bar__plus_01_dot_50_bar__minus_01_dot_89 - receptacle
  loc_bar_4_bar__minus_6_bar_3_bar_15 - location
  loc_bar_6_bar_2_bar_2_bar_60 - location
  loc_bar_7_bar_4_bar_3_bar_30 - location
  loc_bar__minus_1_bar_2_bar_0_bar_15 - location
  loc_bar__minus_1_bar__minus_2_bar_0_bar_30 - location
  loc_bar__minus_2_bar_6_bar_1_bar_45 - location
  loc_bar__minus_2_bar__minus_5_bar_0_bar_0 - location
  loc_bar__minus_5_bar__minus_3_bar_2_bar_0 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_4_bar__minus_6_bar_3_bar_15)
  (canContain ArmChairType BoxType)
  (canContain ArmChairType KeyChainType)
  (canContain ArmChairType RemoteControlType)
  (canContain ArmChairType StatueType)
  (canContain ArmChairType VaseType)
  (canContain CoffeeTableType BoxType)
  (canContain CoffeeTableType KeyChainType)
  (canContain CoffeeTableType RemoteControlType)
  (canContain CoffeeTableType StatueType)
  (canContain CoffeeTableType VaseType)
  (canContain DrawerType BoxType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType RemoteControlType)
  (canContain DrawerType StatueType)
  (canContain DrawerType VaseType)
  (canContain DresserType BoxType)
  (canContain DresserType KeyChainType)
  (canContain DresserType RemoteControlType)
  (canContain DresserType StatueType)
  (canContain DresserType VaseType)
  (canContain SideTableType BoxType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType RemoteControlType)
  (canContain SideTableType StatueType)
  (canContain SideTableType VaseType)
  (canContain SofaType BoxType)
  (canContain SofaType KeyChainType)
  (canContain SofaType RemoteControlType)
  (canContain SofaType StatueType)
  (canContain SofaType VaseType)
  (canContain TVStandType BoxType)
  (canContain TVStandType KeyChainType)
  (canContain TVStandType RemoteControlType)
  (canContain TVStandType StatueType)
  (canContain TVStandType VaseType)
  (receptacleType Sofa_bar__minus_01_dot_10_bar__minus_00_dot_48_bar__minus_00_dot_05 SofaType)
  (receptacleAtLocation Sofa_bar__minus_01_dot_10_bar__minus_00_dot_48_bar__minus_00_dot_05 loc_bar__minus_1_bar_2_bar_0_bar_15)
  (receptacleType Dresser_bar__plus_01_dot_11_bar__minus_00_dot_21_bar__plus_02_dot_33 DresserType)
  (receptacleAtLocation Dresser_bar__plus_01_dot_11_bar__minus_00_dot_21_bar__plus_02_dot_33 loc_bar_6_bar_2_bar_2_bar_60)
  (receptacleType Drawer_bar__minus_02_dot_44_bar__plus_00_dot_80_bar__plus_00_dot_10 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_02_dot_44_bar__plus_00_dot_80_bar__plus_00_dot_10 loc_bar__minus_1_bar__minus_2_bar_0_bar_30)
  (openable Drawer_bar__minus_02_dot_44_bar__plus_00_dot_80_bar__plus_00_dot_10)
  (receptacleType ArmChair_bar__minus_01_dot_14_bar__minus_02_dot_38_bar__plus_02_dot_25 ArmChairType)
  (receptacleAtLocation ArmChair_bar__minus_01_dot_14_bar__minus_02_dot_38_bar__plus_02_dot_25 loc_bar__minus_2_bar__minus_5_bar_0_bar_0)
  (receptacleType SideTable_bar__minus_02_dot_03_bar__plus_00_dot_92_bar__minus_00_dot_79 SideTableType)
  (receptacleAtLocation SideTable_bar__minus_02_dot_03_bar__plus_00_dot_92_bar__minus_00_dot_79 loc_bar__minus_2_bar_6_bar_1_bar_45)
  (receptacleType CoffeeTable_bar__minus_02_dot_22_bar__plus_01_dot_28_bar__plus_02_dot_23 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar__minus_02_dot_22_bar__plus_01_dot_28_bar__plus_02_dot_23 loc_bar_7_bar_4_bar_3_bar_30)
  (receptacleType TVStand_bar__plus_00_dot_88_bar__plus_01_dot_50_bar__minus_01_dot_89 TVStandType)
  (receptacleAtLocation TVStand_bar__plus_00_dot_88_bar__plus_01_dot_50_bar__minus_01_dot_89 loc_bar__minus_5_bar__minus_3_bar_2_bar_0)
  (objectType Vase_bar__minus_01_dot_79_bar__plus_01_dot_77_bar__plus_01_dot_27 VaseType)
  (inReceptacle Vase_bar__minus_01_dot_79_bar__plus_01_dot_77_bar__plus_01_dot_27 SideTable_bar__minus_02_dot_03_bar__plus_00_dot_92_bar__minus_00_dot_79)
  (objectAtLocation Vase_bar__minus_01_dot_79_bar__plus_01_dot_77_bar__plus_01_dot_27 loc_bar__minus_2_bar_6_bar_1_bar_45)
  (pickupable Vase_bar__minus_01_dot_79_bar__plus_01_dot_77_bar__plus_01_dot_27)
  (objectType Box_bar__minus_01_dot_83_bar__minus_02_dot_02_bar__plus_02_dot_28 BoxType)
  (inReceptacle Box_bar__minus_01_dot_83_bar__minus_02_dot_02_bar__plus_02_dot_28 Drawer_bar__minus_02_dot_44_bar__plus_00_dot_80_bar__plus_00_dot_10)
  (objectAtLocation Box_bar__minus_01_dot_83_bar__minus_02_dot_02_bar__plus_02_dot_28 loc_bar__minus_1_bar__minus_2_bar_0_bar_30)
  (pickupable Box_bar__minus_01_dot_83_bar__minus_02_dot_02_bar__plus_02_dot_28)
  (objectType RemoteControl_bar__plus_00_dot_69_bar__minus_02_dot_09_bar__minus_01_dot_41 RemoteControlType)
  (inReceptacle RemoteControl_bar__plus_00_dot_69_bar__minus_02_dot_09_bar__minus_01_dot_41 ArmChair_bar__minus_01_dot_14_bar__minus_02_dot_38_bar__plus_02_dot_25)
  (objectAtLocation RemoteControl_bar__plus_00_dot_69_bar__minus_02_dot_09_bar__minus_01_dot_41 loc_bar__minus_2_bar__minus_5_bar_0_bar_0)
  (pickupable RemoteControl_bar__plus_00_dot_69_bar__minus_02_dot_09_bar__minus_01_dot_41)
  (objectType KeyChain_bar__plus_01_dot_71_bar__plus_01_dot_39_bar__minus_02_dot_35 KeyChainType)
  (inReceptacle KeyChain_bar__plus_01_dot_71_bar__plus_01_dot_39_bar__minus_02_dot_35 Drawer_bar__minus_02_dot_44_bar__plus_00_dot_80_bar__plus_00_dot_10)
  (objectAtLocation KeyChain_bar__plus_01_dot_71_bar__plus_01_dot_39_bar__minus_02_dot_35 loc_bar__minus_1_bar__minus_2_bar_0_bar_30)
  (pickupable KeyChain_bar__plus_01_dot_71_bar__plus_01_dot_39_bar__minus_02_dot_35)
  (objectType Statue_bar__minus_01_dot_79_bar__plus_00_dot_80_bar__minus_00_dot_67 StatueType)
  (inReceptacle Statue_bar__minus_01_dot_79_bar__plus_00_dot_80_bar__minus_00_dot_67 Dresser_bar__plus_01_dot_11_bar__minus_00_dot_21_bar__plus_02_dot_33)
  (objectAtLocation Statue_bar__minus_01_dot_79_bar__plus_00_dot_80_bar__minus_00_dot_67 loc_bar_6_bar_2_bar_2_bar_60)
  (pickupable Statue_bar__minus_01_dot_79_bar__plus_00_dot_80_bar__minus_00_dot_67)
  (objectType DeskLamp_bar__minus_01_dot_56_bar__minus_00_dot_87_bar__plus_01_dot_95 DeskLampType)
  (inReceptacle DeskLamp_bar__minus_01_dot_56_bar__minus_00_dot_87_bar__plus_01_dot_95 Dresser_bar__plus_01_dot_11_bar__minus_00_dot_21_bar__plus_02_dot_33)
  (objectAtLocation DeskLamp_bar__minus_01_dot_56_bar__minus_00_dot_87_bar__plus_01_dot_95 loc_bar_6_bar_2_bar_2_bar_60)
  (toggleable DeskLamp_bar__minus_01_dot_56_bar__minus_00_dot_87_bar__plus_01_dot_95)
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
                 (objectType ?o VaseType)
                 (holds ?a ?o)
             )
         )
     )
)
)
