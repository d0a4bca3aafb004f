(define (problem plan_trial_H00006_potato_microwave)
(:domain alfred)
(:objects
  agent1 - agent
  BreadType - otype
  CupType - otype
  PanType - otype
  PotatoType - otype
  CabinetType - rtype
  CounterTopType - rtype
  DrawerType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  SinkBasinType - rtype
  Potato_bar__plus_01_dot_58_bar__minus_00_dot_36_bar__plus_00_dot_03 - object
  Cup_bar__minus_02_dot_31_bar__minus_00_dot_64_bar__plus_02_dot_24 - object
  Bread_bar__minus_00_dot_34_bar__minus_00_dot_61_bar__plus_02_dot_14 - object
  Pan_bar__plus_00_dot_68_bar__minus_01_dot_16_bar__minus_01_dot_25 - object
  Sink_bar__plus_00_dot_39_bar__minus_02_dot_06_bar__minus_00_dot_32_bar_SinkBasin - receptacle
  Cabinet_bar__minus_01_dot_76_bar__plus_01_dot_77_bar__plus_01_dot_54 - receptacle
  Microwave_bar__minus_01_dot_95_bar__plus_02_dot_14_bar__plus_02_dot_19 - receptacle
  Fridge_bar__plus_00_dot_74_bar__minus_01_dot_85_bar__plus_00_dot_48 - receptacle
  Drawer_bar__minus_01_dot_78_bar__plus_00_dot_34_bar__minus_00_dot_12 - receptacle
  CounterTop_bar__plus_00_dot_00_bar__minus_00_dot_79_bar__minus_00_dot_17 - receptacle
  loc_bar_2_bar_3_bar_1_bar_0 - location
  loc_bar_8_bar_7_bar_3_bar_60 - location
  loc_bar__minus_2_bar__minus_1_bar_1_bar_45 - location
  loc_bar__minus_5_bar__minus_7_bar_0_bar_60 - location
  loc_bar__minus_6_bar_1_bar_2_bar_45 - location
  loc_bar__minus_6_bar__minus_2_bar_3_bar_0 - location
  loc_bar__minus_8_bar__minus_4_bar_1_bar_0 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_45)
  (canContain CabinetType BreadType)
  (canContain CabinetType CupType)
  (canContain CabinetType PanType)
  (canContain CabinetType PotatoType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType PotatoType)
  (canContain DrawerType BreadType)
  (canContain DrawerType CupType)
  (canContain DrawerType PanType)
  (canContain DrawerType PotatoType)
  (canContain FridgeType BreadType)
  (canContain FridgeType CupType)
  (canContain FridgeType PanType)
  (canContain FridgeType PotatoType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType PotatoType)
  (canContain SinkBasinType BreadType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType PotatoType)
  (receptacleType Sink_bar__plus_00_dot_39_bar__minus_02_dot_06_bar__minus_00_dot_32_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_00_dot_39_bar__minus_02_dot_06_bar__minus_00_dot_32_bar_SinkBasin loc_bar__minus_8_bar__minus_4_bar_1_bar_0)
  (receptacleType Cabinet_bar__minus_01_dot_76_bar__plus_01_dot_77_bar__plus_01_dot_54 CabinetType)
  (receptacleAtLocation Cabinet_bar__minus_01_dot_76_bar__plus_01_dot_77_bar__plus_01_dot_54 loc_bar__minus_2_bar__minus_1_bar_1_bar_45)
  (openable Cabinet_bar__minus_01_dot_76_bar__plus_01_dot_77_bar__plus_01_dot_54)
  (receptacleType Microwave_bar__minus_01_dot_95_bar__plus_02_dot_14_bar__plus_02_dot_19 MicrowaveType)
  (receptacleAtLocation Microwave_bar__minus_01_dot_95_bar__plus_02_dot_14_bar__plus_02_dot_19 loc_bar__minus_5_bar__minus_7_bar_0_bar_60)
  (openable Microwave_bar__minus_01_dot_95_bar__plus_02_dot_14_bar__plus_02_dot_19)
  (receptacleType Fridge_bar__plus_00_dot_74_bar__minus_01_dot_85_bar__plus_00_dot_48 FridgeType)
  (receptacleAtLocation Fridge_bar__plus_00_dot_74_bar__minus_01_dot_85_bar__plus_00_dot_48 loc_bar_8_bar_7_bar_3_bar_60)
  (openable Fridge_bar__plus_00_dot_74_bar__minus_01_dot_85_bar__plus_00_dot_48)
  (receptacleType Drawer_bar__minus_01_dot_78_bar__plus_00_dot_34_bar__minus_00_dot_12 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_01_dot_78_bar__plus_00_dot_34_bar__minus_00_dot_12 loc_bar__minus_6_bar__minus_2_bar_3_bar_0)
  (openable Drawer_bar__minus_01_dot_78_bar__plus_00_dot_34_bar__minus_00_dot_12)
  (receptacleType CounterTop_bar__plus_00_dot_00_bar__minus_00_dot_79_bar__minus_00_dot_17 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_00_dot_00_bar__minus_00_dot_79_bar__minus_00_dot_17 loc_bar_2_bar_3_bar_1_bar_0)
  (objectType Potato_bar__plus_01_dot_58_bar__minus_00_dot_36_bar__plus_00_dot_03 PotatoType)
  (inReceptacle Potato_bar__plus_01_dot_58_bar__minus_00_dot_36_bar__plus_00_dot_03 CounterTop_bar__plus_00_dot_00_bar__minus_00_dot_79_bar__minus_00_dot_17)
  (objectAtLocation Potato_bar__plus_01_dot_58_bar__minus_00_dot_36_bar__plus_00_dot_03 loc_bar_2_bar_3_bar_1_bar_0)
  (pickupable Potato_bar__plus_01_dot_58_bar__minus_00_dot_36_bar__plus_00_dot_03)
  (cleanable Potato_bar__plus_01_dot_58_bar__minus_00_dot_36_bar__plus_00_dot_03)
  (heatable Potato_bar__plus_01_dot_58_bar__minus_00_dot_36_bar__plus_00_dot_03)
  (coolable Potato_bar__plus_01_dot_58_bar__minus_00_dot_36_bar__plus_00_dot_03)
  (sliceable Potato_bar__plus_01_dot_58_bar__minus_00_dot_36_bar__plus_00_dot_03)
  (objectType Cup_bar__minus_02_dot_31_bar__minus_00_dot_64_bar__plus_02_dot_24 CupType)
  (inReceptacle Cup_bar__minus_02_dot_31_bar__minus_00_dot_64_bar__plus_02_dot_24 Fridge_bar__plus_00_dot_74_bar__minus_01_dot_85_bar__plus_00_dot_48)
  (objectAtLocation Cup_bar__minus_02_dot_31_bar__minus_00_dot_64_bar__plus_02_dot_24 loc_bar_8_bar_7_bar_3_bar_60)
  (pickupable Cup_bar__minus_02_dot_31_bar__minus_00_dot_64_bar__plus_02_dot_24)
  (cleanable Cup_bar__minus_02_dot_31_bar__minus_00_dot_64_bar__plus_02_dot_24)
  (heatable Cup_bar__minus_02_dot_31_bar__minus_00_dot_64_bar__plus_02_dot_24)
  (coolable Cup_bar__minus_02_dot_31_bar__minus_00_dot_64_bar__plus_02_dot_24)
  (objectType Bread_bar__minus_00_dot_34_bar__minus_00_dot_61_bar__plus_02_dot_14 BreadType)
  (inReceptacle Bread_bar__minus_00_dot_34_bar__minus_00_dot_61_bar__plus_02_dot_14 Sink_bar__plus_00_dot_39_bar__minus_02_dot_06_bar__minus_00_dot_32_bar_SinkBasin)
  (objectAtLocation Bread_bar__minus_00_dot_34_bar__minus_00_dot_61_bar__plus_02_dot_14 loc_bar__minus_8_bar__minus_4_bar_1_bar_0)
  (pickupable Bread_bar__minus_00_dot_34_bar__minus_00_dot_61_bar__plus_02_dot_14)
  (heatable Bread_bar__minus_00_dot_34_bar__minus_00_dot_61_bar__plus_02_dot_14)
  (coolable Bread_bar__minus_00_dot_34_bar__minus_00_dot_61_bar__plus_02_dot_14)
  (sliceable Bread_bar__minus_00_dot_34_bar__minus_00_dot_61_bar__plus_02_dot_14)
  (objectType Pan_bar__plus_00_dot_68_bar__minus_01_dot_16_bar__minus_01_dot_25 PanType)
  (inReceptacle Pan_bar__plus_00_dot_68_bar__minus_01_dot_16_bar__minus_01_dot_25 Drawer_bar__minus_01_dot_78_bar__plus_00_dot_34_bar__minus_00_dot_12)
  (objectAtLocation Pan_bar__plus_00_dot_68_bar__minus_01_dot_16_bar__minus_01_dot_25 loc_bar__minus_6_bar__minus_2_bar_3_bar_0)
  (pickupable Pan_bar__plus_00_dot_68_bar__minus_01_dot_16_bar__minus_01_dot_25)
  (cleanable Pan_bar__plus_00_dot_68_bar__minus_01_dot_16_bar__minus_01_dot_25)
  (coolable Pan_bar__plus_00_dot_68_bar__minus_01_dot_16_bar__minus_01_dot_25)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o PotatoType)
                    (receptacleType ?r MicrowaveType)
                    (cleanable ?o)
                    (isClean ?o)
                )
            )
        )
    )
)
)
